<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BudgetPage</name>
    <message>
        <source>What is your budget?</source>
        <translation>您的预算是多少？</translation>
    </message>
    <message>
        <source>What you can spend on the GPUs alone, not the rest of the computer. Prices are list prices; leave the amount empty if you have no fixed limit.</source>
        <translation>只算显卡的花费，不含电脑的其他部件。价格为官方标价；如果没有固定上限，金额可以留空。</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Budget amount</source>
        <translation>预算金额</translation>
    </message>
    <message>
        <source>What you can spend on GPUs; leave empty for no limit.</source>
        <translation>您能花在 GPU 上的钱；留空表示不限。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>The currency of your budget and of every price shown.</source>
        <translation>预算以及所有显示价格所用的货币。</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>货币：</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Per machine</source>
        <translation>每台机器(&amp;P)</translation>
    </message>
    <message>
        <source>Budget per machine</source>
        <translation>每台机器的预算</translation>
    </message>
    <message>
        <source>The amount is for the GPUs of one machine.</source>
        <translation>该金额用于一台机器的 GPU。</translation>
    </message>
    <message>
        <source>For all machines &amp;together</source>
        <translation>所有机器合计(&amp;T)</translation>
    </message>
    <message>
        <source>Budget in total</source>
        <translation>总预算</translation>
    </message>
    <message>
        <source>The amount is shared by every machine.</source>
        <translation>该金额由所有机器共同分摊。</translation>
    </message>
    <message>
        <source>The budget is:</source>
        <translation>预算按：</translation>
    </message>
    <message>
        <source>Number of machines</source>
        <translation>机器数量</translation>
    </message>
    <message>
        <source>How many identical machines you will buy.</source>
        <translation>您要购买几台相同配置的机器。</translation>
    </message>
    <message>
        <source>&amp;Machines:</source>
        <translation>机器数量(&amp;M)：</translation>
    </message>
    <message>
        <source>Price quotes (optional)</source>
        <translation>报价（可选）</translation>
    </message>
    <message>
        <source>Have a quote from a shop? Enter it and it replaces the list price of that card (per card, in your budget&apos;s currency).</source>
        <translation>有商家报价？填在这里即可替代该卡的标价（按单卡计，使用预算的货币）。</translation>
    </message>
    <message>
        <source>Type or choose the card you were quoted for</source>
        <translation>输入或选择报价对应的显卡</translation>
    </message>
    <message>
        <source>Card for the quote</source>
        <translation>报价对应的显卡</translation>
    </message>
    <message>
        <source>The card the quote is for.</source>
        <translation>这条报价对应哪张显卡。</translation>
    </message>
    <message>
        <source>Price per card</source>
        <translation>单卡价格</translation>
    </message>
    <message>
        <source>Quoted price per card</source>
        <translation>单卡报价</translation>
    </message>
    <message>
        <source>The price you were quoted for one card.</source>
        <translation>商家给您的单卡报价。</translation>
    </message>
    <message>
        <source>A&amp;dd quote</source>
        <translation>添加报价(&amp;D)</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>添加报价</translation>
    </message>
    <message>
        <source>Use this price for the card.</source>
        <translation>对这张卡使用此价格。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Quoted price</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Price quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Cards with your own price; Delete removes one.</source>
        <translation>使用您报价的显卡；按 Delete 键可删除。</translation>
    </message>
    <message>
        <source>&amp;Remove selected quote</source>
        <translation>删除选中的报价(&amp;R)</translation>
    </message>
    <message>
        <source>Remove quote</source>
        <translation>删除报价</translation>
    </message>
    <message>
        <source>Go back to the list price for that card.</source>
        <translation>恢复为该卡的标价。</translation>
    </message>
    <message>
        <source>&amp;Import a quote sheet (CSV)…</source>
        <translation>导入报价单（CSV）(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a quote sheet</source>
        <translation>导入报价单</translation>
    </message>
    <message>
        <source>A vendor&apos;s price list as CSV with the columns gpu, price and currency; its prices are converted to your budget&apos;s currency.</source>
        <translation>商家的 CSV 报价单，包含 gpu、price、currency 三列（也可用“显卡”“单价”“币种”）；价格会换算成预算所用的货币。</translation>
    </message>
    <message>
        <source>Your {n} quotes were converted from {old} to {new}.</source>
        <translation>您的 {n} 条报价已从 {old} 换算为 {new}。</translation>
    </message>
    <message>
        <source>Quote sheets (*.csv);;All files (*)</source>
        <translation>报价单 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import the quote sheet</source>
        <translation>无法导入报价单</translation>
    </message>
    <message>
        <source>{n} quotes from {file}, in {currency}.</source>
        <translation>已从 {file} 导入 {n} 条报价，按 {currency} 计。</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>GPU catalog</source>
        <translation>显卡目录</translation>
    </message>
    <message>
        <source>{count} GPUs, catalog version {version} of {date}. Click a column to sort; select a row to see where its numbers come from.</source>
        <translation>共 {count} 款 GPU，目录版本 {version}（{date}）。点击列标题排序；选中一行可查看数据来源。</translation>
    </message>
    <message>
        <source>Filter, e.g. 4090, 48 GB, hbm3</source>
        <translation>筛选，例如 4090、48 GB、hbm3</translation>
    </message>
    <message>
        <source>Filter the catalog</source>
        <translation>筛选目录</translation>
    </message>
    <message>
        <source>Show only rows containing this text</source>
        <translation>只显示包含此文字的行</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <source>Vendor filter</source>
        <translation>厂商筛选</translation>
    </message>
    <message>
        <source>Show one vendor only</source>
        <translation>只显示一个厂商</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>全部类型</translation>
    </message>
    <message>
        <source>Consumer (GeForce, Radeon, Arc)</source>
        <translation>消费级（GeForce、Radeon、Arc）</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>边缘设备</translation>
    </message>
    <message>
        <source>Complete computer</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特性</translation>
    </message>
    <message>
        <source>Rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>Edge (Jetson)</source>
        <translation>边缘设备（Jetson）</translation>
    </message>
    <message>
        <source>Complete computer (DGX Spark, Ryzen AI Max)</source>
        <translation>整机（DGX Spark、Ryzen AI Max）</translation>
    </message>
    <message>
        <source>Kind filter</source>
        <translation>类型筛选</translation>
    </message>
    <message>
        <source>Show one kind of card only</source>
        <translation>只显示一种类型的卡</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32（TFLOPS）</translation>
    </message>
    <message>
        <source>FP64 (TFLOPS)</source>
        <translation>FP64（TFLOPS）</translation>
    </message>
    <message>
        <source>BF16 tensor (TFLOPS)</source>
        <translation>BF16 张量核心算力（TFLOPS）</translation>
    </message>
    <message>
        <source>Blender score</source>
        <translation>Blender 分数</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>List price (USD)</source>
        <translation>标价（美元）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Price in your currency</source>
        <translation>按您的币种计的价格</translation>
    </message>
    <message>
        <source>Source of the numbers</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>GPU catalog table</source>
        <translation>显卡目录表格</translation>
    </message>
    <message>
        <source>Every GPU; click a header to sort</source>
        <translation>全部 GPU；点击表头排序</translation>
    </message>
    <message>
        <source>Sources of the selected GPU</source>
        <translation>选中 GPU 的数据来源</translation>
    </message>
    <message>
        <source>Where the selected GPU&apos;s numbers come from</source>
        <translation>选中 GPU 的各项数据出自哪里</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No FP64 hardware: double precision is emulated in software, if at all.</source>
        <translation>没有 FP64 硬件：双精度只能靠软件模拟（如果支持的话）。</translation>
    </message>
    <message>
        <source>No BF16 on this card: its FP16 rate, which mixed-precision training uses on it.</source>
        <translation>这张卡不支持 BF16：此处为其 FP16 算力，混合精度训练在这张卡上使用 FP16。</translation>
    </message>
    <message>
        <source>No Blender Open Data score: rendering speed is estimated from the FP32 rate.</source>
        <translation>Blender Open Data 中没有这张卡的分数：渲染速度按 FP32 算力估算。</translation>
    </message>
    <message>
        <source>Blender Open Data median score, Blender {version}, {backend}</source>
        <translation>Blender Open Data 中位分数，Blender {version}，{backend}</translation>
    </message>
    <message>
        <source>List price ({currency}, with VAT)</source>
        <translation>标价（{currency}，含增值税）</translation>
    </message>
    <message>
        <source>{shown} of {total} GPUs shown</source>
        <translation>显示 {shown} / {total} 款 GPU</translation>
    </message>
    <message>
        <source>{group}: {source}</source>
        <translation>{group}：{source}</translation>
    </message>
    <message>
        <source>Approximate values: {fields}</source>
        <translation>近似值：{fields}</translation>
    </message>
    <message>
        <source>Mainland China: old stock or used only (new supply stopped under US export rules).</source>
        <translation>中国大陆：只有存货或二手（美国出口规则下新货已停止供应）。</translation>
    </message>
    <message>
        <source>Mainland China: sold there, but its export status keeps changing; confirm delivery.</source>
        <translation>中国大陆：有售，但出口状态多次变化；请与供应商确认能否交货。</translation>
    </message>
    <message>
        <source>Mainland China: sold there.</source>
        <translation>中国大陆：有售。</translation>
    </message>
    <message>
        <source>Mainland China: not confirmed (no source says either way); left out when buying there.</source>
        <translation>中国大陆：未确认（没有资料能说明是否有售）；在中国大陆购买时不列入。</translation>
    </message>
    <message>
        <source>Mainland China: not sold there (export rules); left out when buying there.</source>
        <translation>中国大陆：不销售（出口管制）；在中国大陆购买时不列入。</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Speed against price (the line is the best-value front)</source>
        <translation>速度与价格（折线连接最划算的选择）</translation>
    </message>
    <message>
        <source>Speed ({unit})</source>
        <translation>速度（{unit}）</translation>
    </message>
    <message>
        <source>Price ({currency})</source>
        <translation>价格（{currency}）</translation>
    </message>
    <message>
        <source>Other cards that fit</source>
        <translation>其他符合条件的显卡</translation>
    </message>
    <message>
        <source>Best value (nothing faster for less)</source>
        <translation>最划算（没有更便宜又更快的）</translation>
    </message>
    <message>
        <source>{name}: {price}, {speed} {unit}</source>
        <translation>{name}：{price}，{speed} {unit}</translation>
    </message>
    <message>
        <source>Memory needed against each GPU&apos;s usable memory (per GPU)</source>
        <translation>所需显存与每个 GPU 可用显存对比（每个 GPU）</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>显卡显存</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>{name}: needs {need} of {have} GiB</source>
        <translation>{name}：需要 {need} GiB，共 {have} GiB</translation>
    </message>
    <message>
        <source>Performance per watt</source>
        <translation>能效（每瓦性能）</translation>
    </message>
    <message>
        <source>Shortlisted</source>
        <translation>推荐清单内</translation>
    </message>
    <message>
        <source>Cost over the years (purchase + electricity)</source>
        <translation>多年总成本（购买 + 电费）</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>{name}: {start} now, {end} after 1 year</source>
        <translation>{name}：现在 {start}，1 年后 {end}</translation>
    </message>
    <message>
        <source>{name}: {start} now, {end} after {years} years</source>
        <translation>{name}：现在 {start}，{years} 年后 {end}</translation>
    </message>
    <message>
        <source>Longest training sequence that fits (tokens)</source>
        <translation>可容纳的最长训练序列（token）</translation>
    </message>
    <message>
        <source>Longest context that fits (tokens per sequence)</source>
        <translation>可容纳的最长上下文（每条序列的 token 数）</translation>
    </message>
    <message>
        <source>{title}: every pick holds the model&apos;s whole context</source>
        <translation>{title}：每个方案都能容纳模型的全部上下文</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>{tokens} (model&apos;s limit)</source>
        <translation>{tokens}（模型上限）</translation>
    </message>
    <message>
        <source>you chose {tokens}</source>
        <translation>您选择的 {tokens}</translation>
    </message>
    <message>
        <source>{name}: {tokens} tokens</source>
        <translation>{name}：{tokens} token</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Speed vs price</source>
        <translation>速度与价格</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Cost over years</source>
        <translation>多年总成本</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare cards</source>
        <translation>对比显卡</translation>
    </message>
    <message>
        <source>Cost over 1 year (GPUs and electricity)</source>
        <translation>1 年总花费（显卡 + 电费）</translation>
    </message>
    <message>
        <source>{connectors} on each card</source>
        <translation>每张卡：{connectors}</translation>
    </message>
    <message>
        <source>{tokens} tokens (all)</source>
        <translation>{tokens} token（全部）</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} token</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <source>Memory needed per GPU</source>
        <translation>每个 GPU 所需显存</translation>
    </message>
    <message>
        <source>Spare memory</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Longest context that fits</source>
        <translation>可容纳的最长上下文</translation>
    </message>
    <message>
        <source>Estimated speed</source>
        <translation>预计速度</translation>
    </message>
    <message>
        <source>Speed for each user</source>
        <translation>每位用户的速度</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Speed per {amount}</source>
        <translation>每 {amount} 的速度</translation>
    </message>
    <message>
        <source>Cost over {years} years (GPUs and electricity)</source>
        <translation>{years} 年总花费（显卡 + 电费）</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>Power supply needed</source>
        <translation>所需电源</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>自带</translation>
    </message>
    <message>
        <source>Speed per watt</source>
        <translation>能效（每瓦速度）</translation>
    </message>
    <message>
        <source>Electricity over the years</source>
        <translation>使用年限内的电费</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>{level}: {text}</source>
        <translation>{level}：{text}</translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation>对比表</translation>
    </message>
</context>
<context>
    <name>CurrentCardPanel</name>
    <message>
        <source>Your current card: {count} × {name}</source>
        <translation>您现有的显卡：{count} × {name}</translation>
    </message>
    <message>
        <source>Estimated speed on it: {speed}</source>
        <translation>在现有显卡上的预计速度：{speed}</translation>
    </message>
    <message>
        <source>What each pick would buy you:</source>
        <translation>换用各推荐方案的提升：</translation>
    </message>
    <message>
        <source>Picks from the shortlist that would run it:</source>
        <translation>推荐清单中能胜任的方案：</translation>
    </message>
    <message>
        <source>no list price</source>
        <translation>无标价</translation>
    </message>
</context>
<context>
    <name>EntryView</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>把命令复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy command: {command}</source>
        <translation>复制命令：{command}</translation>
    </message>
    <message>
        <source>any system</source>
        <translation>任意系统</translation>
    </message>
    <message>
        <source>PyTorch and the tools built on it</source>
        <translation>PyTorch 及基于它的工具</translation>
    </message>
    <message>
        <source>llama.cpp and the chat apps built on it (LM Studio, Ollama)</source>
        <translation>llama.cpp 及基于它的聊天应用（LM Studio、Ollama）</translation>
    </message>
    <message>
        <source>programs built with the CUDA toolkit</source>
        <translation>用 CUDA 工具包编译的程序</translation>
    </message>
    <message>
        <source>GPU renderers</source>
        <translation>GPU 渲染器</translation>
    </message>
    <message>
        <source>laptops</source>
        <translation>笔记本电脑</translation>
    </message>
    <message>
        <source>desktop PCs</source>
        <translation>台式机</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Nothing matches. Try fewer words, or paste the exact error message.</source>
        <translation>没有匹配的条目。试试减少关键词，或粘贴完整的报错信息。</translation>
    </message>
    <message>
        <source>What you see</source>
        <translation>现象</translation>
    </message>
    <message>
        <source>Words to look for in the error or log</source>
        <translation>报错或日志中要找的字样</translation>
    </message>
    <message>
        <source>Likely causes, most likely first</source>
        <translation>可能的原因（按可能性从高到低）</translation>
    </message>
    <message>
        <source>What to check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>On {system}:</source>
        <translation>{system} 上：</translation>
    </message>
    <message>
        <source>No checks for your system in this entry.</source>
        <translation>该条目没有适用于您系统的检查项。</translation>
    </message>
    <message>
        <source>1 more check for other systems: tick &quot;Show checks for all systems&quot;.</source>
        <translation>另有 1 项适用于其他系统的检查：勾选“显示所有系统的检查项”即可查看。</translation>
    </message>
    <message>
        <source>{n} more checks for other systems: tick &quot;Show checks for all systems&quot;.</source>
        <translation>另有 {n} 项适用于其他系统的检查：勾选“显示所有系统的检查项”即可查看。</translation>
    </message>
    <message>
        <source>How to fix it</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>compute capability {list}</source>
        <translation>计算能力 {list}</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Every system and card</source>
        <translation>所有系统和显卡</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>资料来源</translation>
    </message>
    <message>
        <source>(read {date})</source>
        <translation>（查阅于 {date}）</translation>
    </message>
</context>
<context>
    <name>GpuCard</name>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Compare {name}</source>
        <translation>对比 {name}</translation>
    </message>
    <message>
        <source>Tick 2 or 3 cards, then press Compare to see them side by side.</source>
        <translation>勾选 2 到 3 张卡，再点“对比”即可并排查看。</translation>
    </message>
    <message>
        <source>No list price — ask for a quote</source>
        <translation>无标价 — 请询价</translation>
    </message>
    <message>
        <source>{price} (your quote)</source>
        <translation>{price}（您的报价）</translation>
    </message>
    <message>
        <source>GPUs&apos; price per machine</source>
        <translation>每台显卡价格</translation>
    </message>
    <message>
        <source>{total} for {machines} machines ({cards} cards)</source>
        <translation>{machines} 台共 {total}（共 {cards} 张卡）</translation>
    </message>
    <message>
        <source>Estimated speed</source>
        <translation>预计速度</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Memory: {need:.1f} of {have:.1f} GiB per card ({spare} spare)</source>
        <translation>显存：每张卡需要 {need:.1f} GiB，可用 {have:.1f} GiB（余量 {spare}）</translation>
    </message>
    <message>
        <source>Memory: {need:.1f} of {have:.1f} GiB on each computer ({spare} spare)</source>
        <translation>显存：每台电脑需要 {need:.1f} GiB，GPU 可用 {have:.1f} GiB（余量 {spare}）</translation>
    </message>
    <message>
        <source>Memory is counted in GiB, as programs count it: 1 GiB is 1.074 GB, so a card sold as 16 GB holds 14.9 GiB, less what the driver and the desktop keep.</source>
        <translation>显存按 GiB 计算，与程序的计法相同：1 GiB 等于 1.074 GB，所以标称 16 GB 的显卡约有 14.9 GiB，还要减去驱动和桌面占用的部分。</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Power, whole computer</source>
        <translation>整机功耗</translation>
    </message>
    <message>
        <source>Power supply needed</source>
        <translation>所需电源</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>自带</translation>
    </message>
    <message>
        <source>Plugs: {plugs}</source>
        <translation>供电接口：{plugs}</translation>
    </message>
    <message>
        <source>Plugs: {plugs} on each card</source>
        <translation>供电接口：每张卡 {plugs}</translation>
    </message>
    <message>
        <source>{watts} W or more</source>
        <translation>{watts} W 或以上</translation>
    </message>
    <message>
        <source>{watts} W or more; {safer} W is safer</source>
        <translation>{watts} W 或以上；{safer} W 更稳妥</translation>
    </message>
    <message>
        <source>Why this:</source>
        <translation>推荐理由：</translation>
    </message>
    <message>
        <source>Warnings and next steps</source>
        <translation>警告和下一步</translation>
    </message>
    <message>
        <source>Show warnings and next steps for {name}</source>
        <translation>显示 {name} 的警告和下一步</translation>
    </message>
    <message>
        <source>Show or hide the warnings and set-up steps for this card</source>
        <translation>显示或隐藏这张卡的警告和安装配置步骤</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>下一步：</translation>
    </message>
</context>
<context>
    <name>GpuWizard</name>
    <message>
        <source>GPU catalog…</source>
        <translation>显卡目录…</translation>
    </message>
    <message>
        <source>Browse every GPU in the catalog with the source of its numbers (Ctrl+K)</source>
        <translation>浏览目录中的全部 GPU 及其数据来源（Ctrl+K）</translation>
    </message>
    <message>
        <source>Open the GPU catalog</source>
        <translation>打开显卡目录</translation>
    </message>
    <message>
        <source>Troubleshooting…</source>
        <translation>故障排查…</translation>
    </message>
    <message>
        <source>Search known problems and their fixes: errors, drivers, power, cooling (F1)</source>
        <translation>搜索已知问题及其解决方法：报错、驱动、电源、散热（F1）</translation>
    </message>
    <message>
        <source>Open troubleshooting</source>
        <translation>打开故障排查</translation>
    </message>
    <message>
        <source>Go back to the previous question (Alt+Left)</source>
        <translation>返回上一个问题（Alt+左方向键）</translation>
    </message>
    <message>
        <source>Go to the next question</source>
        <translation>前往下一个问题</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Answer first: {issues}</source>
        <translation>请先修改答案：{issues}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GPU Selection Wizard</source>
        <translation>GPU 选型向导</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open profile…</source>
        <translation>打开配置文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Load answers saved earlier (a profile JSON file)</source>
        <translation>载入之前保存的回答（配置文件，JSON 格式）</translation>
    </message>
    <message>
        <source>&amp;Save profile…</source>
        <translation>保存配置文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Save your answers to a profile JSON file</source>
        <translation>把您的回答保存为配置文件（JSON 格式）</translation>
    </message>
    <message>
        <source>&amp;Recent profiles</source>
        <translation>最近的配置文件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>GPU &amp;catalog…</source>
        <translation>显卡目录(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Expert mode</source>
        <translation>专家模式(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Troubleshooting…</source>
        <translation>故障排查(&amp;T)…</translation>
    </message>
    <message>
        <source>Known problems after the purchase and how to fix them</source>
        <translation>购买后可能遇到的已知问题及解决方法</translation>
    </message>
    <message>
        <source>&amp;About GPU Selection Wizard</source>
        <translation>关于 GPU 选型向导(&amp;A)</translation>
    </message>
    <message>
        <source>Save your answers?</source>
        <translation>保存您的回答？</translation>
    </message>
    <message>
        <source>Your answers have changed since they were last saved. Save them as a profile to open them again later?</source>
        <translation>您的回答在上次保存后有改动。要把它们保存为配置文件，以便以后再打开吗？</translation>
    </message>
    <message>
        <source>{path} (not found now)</source>
        <translation>{path}（目前找不到）</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>No recent profiles</source>
        <translation>没有最近的配置文件</translation>
    </message>
    <message>
        <source>Open profile</source>
        <translation>打开配置文件</translation>
    </message>
    <message>
        <source>Profiles (*.json);;All files (*)</source>
        <translation>配置文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open the profile</source>
        <translation>无法打开配置文件</translation>
    </message>
    <message>
        <source>Answers loaded from {file}</source>
        <translation>已从 {file} 载入回答</translation>
    </message>
    <message>
        <source>Some answers are not valid yet; fix the marked fields first.</source>
        <translation>有些回答还不正确；请先修正标出的字段。</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>保存配置文件</translation>
    </message>
    <message>
        <source>Profiles (*.json)</source>
        <translation>配置文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the profile</source>
        <translation>无法保存配置文件</translation>
    </message>
    <message>
        <source>Answers saved to {file}</source>
        <translation>回答已保存到 {file}</translation>
    </message>
    <message>
        <source>About GPU Selection Wizard</source>
        <translation>关于 GPU 选型向导</translation>
    </message>
    <message>
        <source>GPU Selection Wizard {version}

Chooses GPUs for AI, scientific computing and rendering from an offline catalog. Open source (Apache-2.0).</source>
        <translation>GPU 选型向导 {version}

基于离线显卡目录，为 AI、科学计算和渲染挑选 GPU。开源软件（Apache-2.0）。</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>A &amp;known model</source>
        <translation>已知模型(&amp;K)</translation>
    </message>
    <message>
        <source>Choose a known model</source>
        <translation>选择已知模型</translation>
    </message>
    <message>
        <source>Pick a model from the list below.</source>
        <translation>从下面的列表中选择一个模型。</translation>
    </message>
    <message>
        <source>Another model — enter its si&amp;ze</source>
        <translation>其他模型 — 填写规模(&amp;Z)</translation>
    </message>
    <message>
        <source>Enter a custom model size</source>
        <translation>填写自定义模型规模</translation>
    </message>
    <message>
        <source>For a model that is not in the list: give its size in billions of parameters.</source>
        <translation>列表里没有的模型：填写它的参数量（单位：十亿，即 B）。</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>规模</translation>
    </message>
    <message>
        <source>Model presets by family</source>
        <translation>按系列分组的模型预设</translation>
    </message>
    <message>
        <source>Known models grouped by family; use the arrow keys to choose.</source>
        <translation>按系列分组的已知模型；用方向键选择。</translation>
    </message>
    <message>
        <source>{total} B</source>
        <translation>{total} B</translation>
    </message>
    <message>
        <source>{total} B ({active} B active)</source>
        <translation>{total} B（每个 token 只用 {active} B）</translation>
    </message>
    <message>
        <source>How big is the model? (billions of parameters)</source>
        <translation>模型有多大？（参数量，单位十亿 B）</translation>
    </message>
    <message>
        <source>e.g. 7, 13, 32, 70</source>
        <translation>例如 7、13、32、70</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>模型参数量（十亿）</translation>
    </message>
    <message>
        <source>The number in the model&apos;s name: 7B or 8B, 13B, 30B, 70B…</source>
        <translation>就是模型名称里的数字：7B 或 8B、13B、30B、70B…</translation>
    </message>
    <message>
        <source>Precision (quality and memory)</source>
        <translation>精度（质量与显存）</translation>
    </message>
    <message>
        <source>Fewer bits per weight need less memory and run faster, with a small quality loss.</source>
        <translation>每个权重的位数越少，占用显存越少、运行越快，质量略有损失。</translation>
    </message>
    <message>
        <source>&amp;Quality:</source>
        <translation>质量(&amp;Q)：</translation>
    </message>
    <message>
        <source>The software that runs the model. LM Studio and Ollama are chat apps built on llama.cpp; vLLM, Transformers and TensorRT-LLM are for programmers and servers.</source>
        <translation>运行模型的软件。LM Studio 和 Ollama 是基于 llama.cpp 的聊天应用；vLLM、Transformers 和 TensorRT-LLM 面向开发者和服务器。</translation>
    </message>
    <message>
        <source>&amp;Software that runs it:</source>
        <translation>运行软件(&amp;S)：</translation>
    </message>
    <message>
        <source>Context length in tokens</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>How much text the model sees at once: 1,000 tokens are about 750 English words. 4,096 suits chat; long documents need 32,768 or more.</source>
        <translation>模型一次能看到多少文本：1,000 个 token 约合 750 个英文单词（中文约 1,000～1,500 字）。聊天用 4,096 即可；长文档需要 32,768 或更多。</translation>
    </message>
    <message>
        <source>Conte&amp;xt length (tokens):</source>
        <translation>上下文长度（token）(&amp;X)：</translation>
    </message>
    <message>
        <source>Concurrent &amp;users:</source>
        <translation>并发用户数(&amp;U)：</translation>
    </message>
    <message>
        <source>Concurrent users or batch size</source>
        <translation>并发用户数或批大小</translation>
    </message>
    <message>
        <source>Expert settings</source>
        <translation>专家设置</translation>
    </message>
    <message>
        <source>Not sure / any</source>
        <translation>不确定 / 任意</translation>
    </message>
    <message>
        <source>Search models, e.g. qwen, llama 70b, deepseek-r1:7b</source>
        <translation>搜索模型，例如 qwen、llama 70b、deepseek-r1:7b</translation>
    </message>
    <message>
        <source>Type part of a model&apos;s name or family, or its Ollama name (deepseek-r1:7b) or Hugging Face name (Qwen/Qwen2.5-7B-Instruct).</source>
        <translation>输入模型名称或系列的一部分，也可以输入它在 Ollama 中的名称（deepseek-r1:7b）或 Hugging Face 上的名称（Qwen/Qwen2.5-7B-Instruct）。</translation>
    </message>
    <message>
        <source>Not sure? An 8B model such as Llama 3.1 8B or Qwen3 8B answers everyday questions on one 12-16 GB card; bigger ones (32B, 70B) answer better but need far more memory.</source>
        <translation>不确定？Llama 3.1 8B 或 Qwen3 8B 这样的 8B 模型，用一张 12–16 GB 的显卡就能回答日常问题；更大的模型（32B、70B）回答得更好，但需要多得多的显存。</translation>
    </message>
    <message>
        <source>Inference engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>How many conversations run at the same time. For training: the sequences each GPU takes per step; 1 with gradient accumulation trains the same and needs the least memory.</source>
        <translation>同时进行多少个对话。训练时：每个 GPU 每一步处理的序列数；设为 1 并配合梯度累积，训练效果相同，显存占用最少。</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Storing the chat memory in fewer bits saves VRAM.</source>
        <translation>用更少的位数保存对话记忆（KV 缓存）可以节省显存。</translation>
    </message>
    <message>
        <source>KV cach&amp;e:</source>
        <translation>KV 缓存(&amp;E)：</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>AdamW keeps two extra numbers per trained weight.</source>
        <translation>AdamW 为每个被训练的权重额外保存两个数值。</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <source>Mixed precision (FP32 master weights)</source>
        <translation>混合精度（FP32 主权重）</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>纯 BF16</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <source>Mixed precision keeps 16 bytes per parameter; pure BF16 keeps 8.</source>
        <translation>混合精度每个参数占 16 字节；纯 BF16 占 8 字节。</translation>
    </message>
    <message>
        <source>&amp;Training precision:</source>
        <translation>训练精度(&amp;T)：</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Size of the adapters; 8-64 is typical.</source>
        <translation>适配器的大小；通常为 8-64。</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA 秩(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing (saves memory, ~30 % slower)</source>
        <translation>梯度检查点(&amp;G)（省显存，约慢 30%）</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Recompute activations instead of storing them; most fine-tuning recipes turn it on.</source>
        <translation>重新计算激活值而不是保存它们；大多数微调方案都会开启。</translation>
    </message>
    <message>
        <source>e.g. 20</source>
        <translation>例如 20</translation>
    </message>
    <message>
        <source>Working set in GB</source>
        <translation>工作数据量（GB）</translation>
    </message>
    <message>
        <source>The data that must sit in GPU memory at once: mesh, matrices or scene with textures.</source>
        <translation>必须同时放进显存的数据：网格、矩阵或带贴图的场景。</translation>
    </message>
    <message>
        <source>How much data must fit in GPU memory? (&amp;GB)</source>
        <translation>需要放进显存的数据有多少（GB）？(&amp;G)</translation>
    </message>
    <message>
        <source>My code needs &amp;double precision (FP64)</source>
        <translation>我的程序需要双精度(&amp;D)（FP64）</translation>
    </message>
    <message>
        <source>Needs double precision</source>
        <translation>需要双精度</translation>
    </message>
    <message>
        <source>Most simulation codes (CFD, chemistry, finite elements) compute in FP64; consumer cards are very slow at it.</source>
        <translation>多数仿真程序（CFD、计算化学、有限元）用 FP64 计算；消费级显卡的双精度很慢。</translation>
    </message>
    <message>
        <source>Not sure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>Moving data: CFD, finite elements, stencils, sparse solvers</source>
        <translation>数据搬运：CFD、有限元、模板计算（stencil）、稀疏求解器</translation>
    </message>
    <message>
        <source>Arithmetic: N-body, Monte Carlo, particle codes</source>
        <translation>算术运算：N 体模拟、蒙特卡洛、粒子程序</translation>
    </message>
    <message>
        <source>Dense matrices: DGEMM, LU/QR solvers, quantum chemistry</source>
        <translation>稠密矩阵：DGEMM、LU/QR 求解器、量子化学</translation>
    </message>
    <message>
        <source>What limits your code</source>
        <translation>限制您的程序速度的因素</translation>
    </message>
    <message>
        <source>Codes that move a lot of data per operation run at the speed of the GPU&apos;s memory, not of its arithmetic.</source>
        <translation>每次运算都要搬运大量数据的程序，速度取决于 GPU 的显存带宽，而不是它的算力。</translation>
    </message>
    <message>
        <source>What &amp;limits your code?</source>
        <translation>程序受什么限制？(&amp;L)</translation>
    </message>
    <message>
        <source>Not sure, or another</source>
        <translation>不确定，或其他渲染器</translation>
    </message>
    <message>
        <source>Your renderer</source>
        <translation>您的渲染器</translation>
    </message>
    <message>
        <source>Several renderers run on NVIDIA cards only; cards your renderer cannot use are left out.</source>
        <translation>有几款渲染器只支持 NVIDIA 显卡；您的渲染器用不了的卡会被排除。</translation>
    </message>
    <message>
        <source>&amp;Renderer:</source>
        <translation>渲染器(&amp;R)：</translation>
    </message>
    <message>
        <source>GPU memory needed</source>
        <translation>所需显存</translation>
    </message>
    <message>
        <source>The VRAM your answers need and where it goes; the dashed line includes the headroom. Memory is counted in GiB, as programs count it: 1 GiB is 1.074 GB, so a card sold as 16 GB holds 14.9 GiB, less what the driver and the desktop keep.</source>
        <translation>按您的回答所需的显存及其构成；虚线包含余量。显存按 GiB 计算，与程序的计法相同：1 GiB 等于 1.074 GB，所以标称 16 GB 的显卡约有 14.9 GiB，还要减去驱动和桌面占用的部分。</translation>
    </message>
    <message>
        <source>Automatic — the usual choice for this job (recommended)</source>
        <translation>自动 — 该用途的常用选择（推荐）</translation>
    </message>
    <message>
        <source>Full quality (16-bit)</source>
        <translation>完整质量（16 位）</translation>
    </message>
    <message>
        <source>Good quality, half the memory (8-bit)</source>
        <translation>质量好，显存减半（8 位量化）</translation>
    </message>
    <message>
        <source>Smaller, slight quality loss (4-bit)</source>
        <translation>更小，质量略有损失（4 位量化）</translation>
    </message>
    <message>
        <source>{name} (expert)</source>
        <translation>{name}（专家）</translation>
    </message>
    <message>
        <source>Which model, and how will you use it?</source>
        <translation>用哪个模型？怎么用？</translation>
    </message>
    <message>
        <source>Pick a known model or enter its size. The bar below shows the GPU memory it needs.</source>
        <translation>选择已知模型或填写模型规模。下方的条形图显示所需显存。</translation>
    </message>
    <message>
        <source>How big are your simulations?</source>
        <translation>您的仿真规模有多大？</translation>
    </message>
    <message>
        <source>The data must fit in GPU memory; double precision decides the right cards.</source>
        <translation>数据必须能放进显存；是否需要双精度决定了该选哪些卡。</translation>
    </message>
    <message>
        <source>How big are your scenes?</source>
        <translation>您的场景有多大？</translation>
    </message>
    <message>
        <source>The scene with its textures must fit in GPU memory.</source>
        <translation>场景连同贴图必须能放进显存。</translation>
    </message>
    <message>
        <source>Not sure? A large Blender scene with 4K textures takes 10-20 GB.</source>
        <translation>不确定？一个带 4K 贴图的大型 Blender 场景需要 10-20 GB。</translation>
    </message>
    <message>
        <source>Not sure? Count the arrays your code keeps on the GPU, in GB.</source>
        <translation>不确定？把程序放在 GPU 上的数组大小加起来，以 GB 计。</translation>
    </message>
    <message>
        <source>Batch s&amp;ize per GPU:</source>
        <translation>每个 GPU 的批大小(&amp;I)：</translation>
    </message>
    <message>
        <source>No model matches “{text}”. The list holds language models (chat, code, reasoning); for another one, choose &apos;Another model — enter its size&apos;. Image, video and speech models (Stable Diffusion, Flux, Whisper) are not covered.</source>
        <translation>没有模型与“{text}”匹配。列表中是语言模型（对话、编程、推理）；其他语言模型请选“其他模型 — 填写规模”。图像、视频和语音模型（Stable Diffusion、Flux、Whisper）不在支持范围内。</translation>
    </message>
    <message>
        <source>Fix the answer marked above to see the memory needed.</source>
        <translation>请先修正上方标出的回答，才能看到所需显存。</translation>
    </message>
    <message>
        <source>{name} (as released, {precision})</source>
        <translation>{name}（按官方发布的 {precision} 格式）</translation>
    </message>
    <message>
        <source>{name} (in {precision}, as LM Studio and Ollama run it)</source>
        <translation>{name}（按 LM Studio、Ollama 的运行方式，{precision} 格式）</translation>
    </message>
    <message>
        <source>{name} (in {precision}, as vLLM serves it to {users} users)</source>
        <translation>{name}（按 vLLM 同时服务 {users} 个用户的方式，{precision} 格式）</translation>
    </message>
    <message>
        <source>{name}: about {need} GiB of GPU memory; cards with {rec} GiB or more leave room to spare (those with less are marked as a tight fit).</source>
        <translation>{name}：约需 {need} GiB 显存；{rec} GiB 及以上的显卡留有余量（显存更少的显卡会标为“显存偏紧”）。</translation>
    </message>
</context>
<context>
    <name>PlatformPage</name>
    <message>
        <source>Which computer will the GPUs go into?</source>
        <translation>GPU 要装进什么样的电脑？</translation>
    </message>
    <message>
        <source>The operating system and the case decide which cards and software work.</source>
        <translation>操作系统和机箱决定了哪些显卡和软件可用。</translation>
    </message>
    <message>
        <source>Windows 10 or 11 without Linux.</source>
        <translation>Windows 10 或 11，不用 Linux。</translation>
    </message>
    <message>
        <source>Ubuntu, Debian, RHEL or another Linux: supports the most cards and AI tools.</source>
        <translation>Ubuntu、Debian、RHEL 或其他 Linux：支持的显卡和 AI 工具最多。</translation>
    </message>
    <message>
        <source>Linux inside Windows (Windows Subsystem for Linux 2).</source>
        <translation>在 Windows 里运行的 Linux（适用于 Linux 的 Windows 子系统 2）。</translation>
    </message>
    <message>
        <source>&amp;Windows</source>
        <translation>&amp;Windows</translation>
    </message>
    <message>
        <source>&amp;Linux</source>
        <translation>&amp;Linux</translation>
    </message>
    <message>
        <source>WSL&amp;2 (Linux on Windows)</source>
        <translation>WSL&amp;2（Windows 上的 Linux）</translation>
    </message>
    <message>
        <source>Operating system:</source>
        <translation>操作系统：</translation>
    </message>
    <message>
        <source>Either — show both</source>
        <translation>都可以 — 两种都显示</translation>
    </message>
    <message>
        <source>Desktop tower (office or home)</source>
        <translation>台式机箱（办公室或家用）</translation>
    </message>
    <message>
        <source>Rack server (server room, strong airflow)</source>
        <translation>机架式服务器（机房，强风道散热）</translation>
    </message>
    <message>
        <source>Kind of computer</source>
        <translation>电脑类型</translation>
    </message>
    <message>
        <source>Datacenter cards without fans and SXM modules only fit rack servers.</source>
        <translation>无风扇的数据中心卡和 SXM 模组只能装在机架式服务器里。</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>电脑(&amp;C)：</translation>
    </message>
    <message>
        <source>Maximum GPUs per machine</source>
        <translation>每台机器最多几张 GPU</translation>
    </message>
    <message>
        <source>A desktop usually takes 1-2 cards, a workstation up to 4, a server 8.</source>
        <translation>台式机通常装 1-2 张卡，工作站最多 4 张，服务器 8 张。</translation>
    </message>
    <message>
        <source>&amp;GPUs per machine (at most):</source>
        <translation>每台机器 GPU 数（最多）(&amp;G)：</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>不限地区</translation>
    </message>
    <message>
        <source>Mainland China (export rules apply)</source>
        <translation>中国大陆（受出口管制）</translation>
    </message>
    <message>
        <source>Where you buy</source>
        <translation>购买地区</translation>
    </message>
    <message>
        <source>Some cards cannot be sold in mainland China; choose it to hide them.</source>
        <translation>部分显卡不能在中国大陆销售；选择此项可隐藏这些卡。</translation>
    </message>
    <message>
        <source>Buying &amp;in:</source>
        <translation>购买地区(&amp;I)：</translation>
    </message>
    <message>
        <source>I already have a G&amp;PU</source>
        <translation>我已经有 GPU 了(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;ount:</source>
        <translation>数量(&amp;O)：</translation>
    </message>
    <message>
        <source>Not sure about the number of GPUs? Keep 1: the results suggest more when one card is not enough.</source>
        <translation>不确定要几张 GPU？保持 1 即可：一张卡不够时，结果会建议增加。</translation>
    </message>
    <message>
        <source>The card you have now</source>
        <translation>您现在的显卡</translation>
    </message>
    <message>
        <source>I already have a GPU</source>
        <translation>我已经有 GPU 了</translation>
    </message>
    <message>
        <source>Tick this to see whether your card can already do the job, and how much faster each pick would be.</source>
        <translation>勾选后可以看到现有显卡能否胜任，以及各推荐方案能快多少。</translation>
    </message>
    <message>
        <source>Type to search, e.g. 3060 or 4090</source>
        <translation>输入以搜索，例如 3060 或 4090</translation>
    </message>
    <message>
        <source>The card you have</source>
        <translation>您现有的显卡</translation>
    </message>
    <message>
        <source>Type part of the name to search the catalog.</source>
        <translation>输入名称的一部分即可在目录中搜索。</translation>
    </message>
    <message>
        <source>How many of this card you have</source>
        <translation>这种卡您有几张</translation>
    </message>
    <message>
        <source>The number of these cards in the machine.</source>
        <translation>机器中这种卡的数量。</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>检测(&amp;D)</translation>
    </message>
    <message>
        <source>Detect the card in this computer</source>
        <translation>检测本机的显卡</translation>
    </message>
    <message>
        <source>Look for NVIDIA and AMD cards in this computer with their tools (nothing is sent anywhere).</source>
        <translation>用 NVIDIA 和 AMD 的工具查找本机的显卡（不会向任何地方发送数据）。</translation>
    </message>
    <message>
        <source>The results then show whether this card can run your work and what each pick would add.</source>
        <translation>结果中会显示这张卡能否完成您的工作，以及各推荐方案能带来多少提升。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; matches {n} cards: choose yours from the list.</source>
        <translation>“{text}”对应 {n} 款显卡：请从列表中选出您的那一款。</translation>
    </message>
    <message>
        <source>No card in the catalog is called &apos;{text}&apos;: choose yours from the list, or untick the box.</source>
        <translation>目录中没有名为“{text}”的显卡：请从列表中选择，或取消勾选。</translation>
    </message>
    <message>
        <source>Looking for graphics cards in this computer…</source>
        <translation>正在查找本机的显卡…</translation>
    </message>
    <message>
        <source>Detection did not work: {error}. Pick your card from the list instead.</source>
        <translation>检测失败：{error}。请从列表中选择您的显卡。</translation>
    </message>
    <message>
        <source>No graphics card was found on this computer (no NVIDIA or AMD driver tools answered). Pick your card from the list, or leave this off.</source>
        <translation>本机没有找到显卡（NVIDIA 和 AMD 驱动工具均无响应）。请从列表中选择您的显卡，或不勾选此项。</translation>
    </message>
    <message>
        <source>Found: {count} × {name}.</source>
        <translation>找到：{count} × {name}。</translation>
    </message>
    <message>
        <source>Found {names}, which is not in the catalog. Pick the closest card from the list.</source>
        <translation>找到 {names}，但它不在显卡目录中。请从列表中选择最接近的显卡。</translation>
    </message>
</context>
<context>
    <name>PowerPage</name>
    <message>
        <source>Power and running costs</source>
        <translation>电源与使用成本</translation>
    </message>
    <message>
        <source>Big GPUs need a strong power supply; electricity adds to the cost over the years.</source>
        <translation>大功率 GPU 需要足够强的电源；多年下来电费也是一笔开销。</translation>
    </message>
    <message>
        <source>Power supply (PSU)</source>
        <translation>电源（PSU）</translation>
    </message>
    <message>
        <source>I &amp;don&apos;t know — recommend one</source>
        <translation>我不清楚 — 帮我推荐(&amp;D)</translation>
    </message>
    <message>
        <source>Recommend a power supply</source>
        <translation>推荐电源</translation>
    </message>
    <message>
        <source>Each result shows the power supply it needs.</source>
        <translation>每个结果都会显示所需的电源。</translation>
    </message>
    <message>
        <source>My power supply has</source>
        <translation>我的电源功率为</translation>
    </message>
    <message>
        <source>I have a power supply</source>
        <translation>我已有电源</translation>
    </message>
    <message>
        <source>Cards that need more than your power supply delivers are left out.</source>
        <translation>所需功率超过您电源输出的显卡会被排除。</translation>
    </message>
    <message>
        <source>Power supply watts</source>
        <translation>电源功率（瓦）</translation>
    </message>
    <message>
        <source>The watts printed on the power supply&apos;s label.</source>
        <translation>电源铭牌上标注的瓦数。</translation>
    </message>
    <message>
        <source>Its GPU power p&amp;lugs:</source>
        <translation>显卡供电插头(&amp;L)：</translation>
    </message>
    <message>
        <source>I know my power supply&apos;s GPU plugs</source>
        <translation>我知道电源的显卡供电插头数量</translation>
    </message>
    <message>
        <source>Cards that need more PCIe power plugs than your power supply has are left out.</source>
        <translation>需要的 PCIe 供电插头多于您电源所有数量的显卡会被排除。</translation>
    </message>
    <message>
        <source> × PCIe 8-pin</source>
        <translation> × PCIe 8-pin</translation>
    </message>
    <message>
        <source>PCIe 8-pin plugs</source>
        <translation>PCIe 8-pin 插头</translation>
    </message>
    <message>
        <source>The 8-pin (6+2) plugs on the supply&apos;s graphics-card cables; a cable with two plugs counts as two. Not the CPU (EPS) plugs.</source>
        <translation>电源显卡供电线上的 8-pin（6+2）插头；一根线带两个插头算两个。不包括 CPU（EPS）插头。</translation>
    </message>
    <message>
        <source> × 16-pin 12V-2x6</source>
        <translation> × 16-pin 12V-2x6</translation>
    </message>
    <message>
        <source>16-pin plugs</source>
        <translation>16-pin 插头</translation>
    </message>
    <message>
        <source>Native 16-pin 12V-2x6 or 12VHPWR plugs (ATX 3.x supplies); 0 if none. Without one, a 16-pin card takes two to four 8-pin plugs through its adapter.</source>
        <translation>原生 16-pin 12V-2x6 或 12VHPWR 插头（ATX 3.x 电源）；没有就填 0。没有原生插头时，16-pin 显卡要通过转接线占用 2～4 个 8-pin 插头。</translation>
    </message>
    <message>
        <source>Limit the GPUs to</source>
        <translation>GPU 功耗上限为</translation>
    </message>
    <message>
        <source>GPU power limit</source>
        <translation>GPU 功耗上限</translation>
    </message>
    <message>
        <source>A total power limit for the GPUs of one machine.</source>
        <translation>一台机器所有 GPU 的总功耗上限。</translation>
    </message>
    <message>
        <source>GPU power limit in watts</source>
        <translation>GPU 功耗上限（瓦）</translation>
    </message>
    <message>
        <source>Total board power of the GPUs, at most.</source>
        <translation>所有 GPU 的整卡功耗之和的上限。</translation>
    </message>
    <message>
        <source>Cooling and noise</source>
        <translation>散热与噪音</translation>
    </message>
    <message>
        <source>Not sure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>No filter: fanless cards are still only suggested for rack servers.</source>
        <translation>不筛选：无风扇的卡仍然只推荐给机架式服务器。</translation>
    </message>
    <message>
        <source>Normal desktop case with fans</source>
        <translation>带风扇的普通台式机箱</translation>
    </message>
    <message>
        <source>An ordinary tower: every card must bring its own fans, so fanless datacenter cards are left out.</source>
        <translation>普通塔式机箱：每张卡都得自带风扇，因此无风扇的数据中心卡会被排除。</translation>
    </message>
    <message>
        <source>Rack server with strong airflow</source>
        <translation>强风道散热的机架式服务器</translation>
    </message>
    <message>
        <source>A server&apos;s loud front-to-back airflow: fanless datacenter cards are fine.</source>
        <translation>服务器前进后出的强劲风道（噪音大）：无风扇的数据中心卡可以使用。</translation>
    </message>
    <message>
        <source>Quiet office — noise matters</source>
        <translation>安静的办公室 — 在意噪音</translation>
    </message>
    <message>
        <source>Fanless cards are left out and loud, high-power cards get a warning.</source>
        <translation>排除无风扇的卡，噪音大的高功耗卡会给出警告。</translation>
    </message>
    <message>
        <source>Where the computer stands decides which cards can be cooled, and how loud they may be.</source>
        <translation>电脑放在哪里，决定了哪些卡能散热良好，以及能容忍多大的噪音。</translation>
    </message>
    <message>
        <source>C&amp;ooling:</source>
        <translation>散热(&amp;O)：</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Typical price for your currency</source>
        <translation>按所选货币的典型电价</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <source>In your budget&apos;s currency per kilowatt-hour; leave empty for a typical price.</source>
        <translation>以预算所用货币计的每千瓦时（度）电价；留空则使用典型电价。</translation>
    </message>
    <message>
        <source>&amp;Price per kWh:</source>
        <translation>每度电价(&amp;P)：</translation>
    </message>
    <message>
        <source>Hours of use per day</source>
        <translation>每天使用小时数</translation>
    </message>
    <message>
        <source>How long the GPUs work on an average day.</source>
        <translation>GPU 平均每天工作多长时间。</translation>
    </message>
    <message>
        <source>Ho&amp;urs per day:</source>
        <translation>每天小时数(&amp;U)：</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>How many years you plan to use the GPUs.</source>
        <translation>您计划使用这些 GPU 多少年。</translation>
    </message>
    <message>
        <source>&amp;Years of use:</source>
        <translation>使用年限(&amp;Y)：</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Save P&amp;DF…</source>
        <translation>保存 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shortlist as a printable PDF summary (A4 or Letter)</source>
        <translation>把推荐清单保存为可打印的 PDF 建议书（A4 或 Letter）</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the summary</source>
        <translation>打印建议书</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>See the printed pages before printing</source>
        <translation>打印前预览页面</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the shortlist as a spreadsheet (CSV)</source>
        <translation>把推荐清单保存为电子表格（CSV）</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save the shortlist as JSON for other tools</source>
        <translation>把推荐清单保存为 JSON，供其他工具使用</translation>
    </message>
    <message>
        <source>Some answers are not valid yet; fix the marked fields first.</source>
        <translation>有些回答还不正确；请先修正标出的字段。</translation>
    </message>
    <message>
        <source>PDF, A4 paper (*.pdf)</source>
        <translation>PDF，A4 纸 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter paper (*.pdf)</source>
        <translation>PDF，美国 Letter 纸 (*.pdf)</translation>
    </message>
    <message>
        <source>Save PDF summary</source>
        <translation>保存 PDF 建议书</translation>
    </message>
    <message>
        <source>Cannot save the PDF</source>
        <translation>无法保存 PDF</translation>
    </message>
    <message>
        <source>PDF saved to {file} ({pages} pages)</source>
        <translation>PDF 已保存到 {file}（共 {pages} 页）</translation>
    </message>
    <message>
        <source>Export the shortlist as CSV</source>
        <translation>把推荐清单导出为 CSV</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV 电子表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export the shortlist as JSON</source>
        <translation>把推荐清单导出为 JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the shortlist</source>
        <translation>无法导出推荐清单</translation>
    </message>
    <message>
        <source>Shortlist exported to {file}</source>
        <translation>推荐清单已导出到 {file}</translation>
    </message>
    <message>
        <source>GPU purchase summary</source>
        <translation>GPU 采购建议书</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>无法打印</translation>
    </message>
    <message>
        <source>Sent {pages} pages to the printer</source>
        <translation>已将 {pages} 页发送到打印机</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>打印预览</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Your shortlist</source>
        <translation>您的推荐清单</translation>
    </message>
    <message>
        <source>The cards that fit your answers, best first. Go back to change any answer.</source>
        <translation>符合您回答的显卡，按优劣排序。可以返回修改任何回答。</translation>
    </message>
    <message>
        <source>Co&amp;mpare selected</source>
        <translation>对比所选(&amp;M)</translation>
    </message>
    <message>
        <source>Compare selected cards</source>
        <translation>对比所选显卡</translation>
    </message>
    <message>
        <source>Tick Compare on 2 or 3 cards, then press this to see them side by side.</source>
        <translation>在 2 到 3 张卡上勾选“对比”，再点这里即可并排查看。</translation>
    </message>
    <message>
        <source>Result sections</source>
        <translation>结果分区</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>未入选原因</translation>
    </message>
    <message>
        <source>Cards left out and why</source>
        <translation>被排除的显卡及原因</translation>
    </message>
    <message>
        <source>Every card that was left out, grouped by card, with the reasons for each count.</source>
        <translation>所有被排除的显卡，按显卡分组，列出每种张数配置的排除原因。</translation>
    </message>
    <message>
        <source>No charts: no card meets every requirement. The Shortlist tab says what would help.</source>
        <translation>没有图表：没有一张卡满足全部条件。“推荐清单”标签页列出了可以怎样调整。</translation>
    </message>
    <message>
        <source>&amp;Shortlist</source>
        <translation>推荐清单(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Warnings</source>
        <translation>警告(&amp;W)</translation>
    </message>
    <message>
        <source>Why &amp;not?</source>
        <translation>为何未入选(&amp;N)</translation>
    </message>
    <message>
        <source>Next s&amp;teps</source>
        <translation>下一步(&amp;T)</translation>
    </message>
    <message>
        <source>Ch&amp;arts</source>
        <translation>图表(&amp;A)</translation>
    </message>
    <message>
        <source>How we calc&amp;ulated</source>
        <translation>计算方法(&amp;U)</translation>
    </message>
    <message>
        <source>Some answers need fixing before the shortlist can be shown: go back.</source>
        <translation>有些回答需要修正后才能显示推荐清单：请返回上一步。</translation>
    </message>
    <message>
        <source>{what}: about {need} GiB of GPU memory on each card ({rec} GiB with headroom; each card holds the whole scene). The {cards} cards in the catalog of {date}: {n} shortlisted, {lower} fit but rank lower, {x} cannot do this work.</source>
        <translation>{what}：每张卡约需 {need} GiB 显存（留出余量后为 {rec} GiB；每张卡都要装下整个场景）。{date}版显卡目录中的 {cards} 款显卡：{n} 款进入推荐清单，{lower} 款满足要求但排名较低，{x} 款无法胜任这项工作。</translation>
    </message>
    <message>
        <source>{what}: about {need} GiB of GPU memory on one card ({rec} GiB with headroom; less on each card when several share the work). The {cards} cards in the catalog of {date}: {n} shortlisted, {lower} fit but rank lower, {x} cannot do this work.</source>
        <translation>{what}：单张卡约需 {need} GiB 显存（留出余量后为 {rec} GiB；多卡分担时每张卡所需更少）。{date}版显卡目录中的 {cards} 款显卡：{n} 款进入推荐清单，{lower} 款满足要求但排名较低，{x} 款无法胜任这项工作。</translation>
    </message>
    <message>
        <source>No card meets every requirement.</source>
        <translation>没有能满足全部要求的显卡。</translation>
    </message>
    <message>
        <source>About your answers</source>
        <translation>关于您的回答</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>没有警告。</translation>
    </message>
    <message>
        <source>Fits every requirement, but ranks lower: 1 card</source>
        <translation>满足全部要求但排名较低：1 款显卡</translation>
    </message>
    <message>
        <source>Fit every requirement, but rank lower: {n} cards</source>
        <translation>满足全部要求但排名较低：{n} 款显卡</translation>
    </message>
    <message>
        <source>… and {n} more with lower scores</source>
        <translation>……另有 {n} 款评分更低的显卡</translation>
    </message>
    <message>
        <source>Cannot do this work: 1 card</source>
        <translation>无法胜任这项工作：1 款显卡</translation>
    </message>
    <message>
        <source>Cannot do this work: {n} cards</source>
        <translation>无法胜任这项工作：{n} 款显卡</translation>
    </message>
    <message>
        <source>{first} (+{more} more)</source>
        <translation>{first}（另有 {more} 条）</translation>
    </message>
    <message>
        <source>with 1 card</source>
        <translation>1 张卡时</translation>
    </message>
    <message>
        <source>with {count} cards</source>
        <translation>{count} 张卡时</translation>
    </message>
    <message>
        <source>How the memory was estimated</source>
        <translation>显存是如何估算的</translation>
    </message>
    <message>
        <source>How the speed of each pick was estimated</source>
        <translation>各方案的速度是如何估算的</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Allow {count} GPUs per machine</source>
        <translation>允许每台机器装 {count} 张 GPU</translation>
    </message>
    <message>
        <source>Changes your answer &apos;GPUs per machine (at most)&apos; and ranks the shortlist again.</source>
        <translation>修改“每台机器 GPU 数（最多）”这一回答，并重新排出推荐清单。</translation>
    </message>
    <message>
        <source>Use a {watts} W supply with enough plugs</source>
        <translation>改用带足够接口的 {watts} W 电源</translation>
    </message>
    <message>
        <source>Use a {watts} W supply</source>
        <translation>改用 {watts} W 电源</translation>
    </message>
    <message>
        <source>Changes your answer &apos;Power supply&apos; and ranks the shortlist again.</source>
        <translation>把“电源”这一回答改为它，并重新排出推荐清单。</translation>
    </message>
    <message>
        <source>Use 8-bit ({precision})</source>
        <translation>改用 8 位（{precision}）</translation>
    </message>
    <message>
        <source>Use 4-bit ({precision})</source>
        <translation>改用 4 位（{precision}）</translation>
    </message>
    <message>
        <source>Changes your answer &apos;Quality&apos; to {precision} and ranks the shortlist again.</source>
        <translation>把“质量”这一回答改为 {precision}，并重新排出推荐清单。</translation>
    </message>
    <message>
        <source>Enter the scene size</source>
        <translation>填写场景大小</translation>
    </message>
    <message>
        <source>Enter the data size</source>
        <translation>填写数据规模</translation>
    </message>
    <message>
        <source>Goes back to the question about the size of your work.</source>
        <translation>返回填写工作规模的那一页。</translation>
    </message>
    <message>
        <source>Enter a quote</source>
        <translation>填写报价</translation>
    </message>
    <message>
        <source>Enter quotes</source>
        <translation>填写报价</translation>
    </message>
    <message>
        <source>Goes back to the price quotes on the budget page.</source>
        <translation>返回预算页的“报价”部分。</translation>
    </message>
    <message>
        <source>Use {model}</source>
        <translation>改用 {model}</translation>
    </message>
    <message>
        <source>Changes your answer &apos;Model&apos; and ranks the shortlist again.</source>
        <translation>把“模型”这一回答改为它，并重新排出推荐清单。</translation>
    </message>
    <message>
        <source>Use QLoRA</source>
        <translation>改用 QLoRA</translation>
    </message>
    <message>
        <source>Changes your answer &apos;What the GPUs are for&apos; to QLoRA and ranks the shortlist again.</source>
        <translation>把“GPU 用途”这一回答改为 QLoRA，并重新排出推荐清单。</translation>
    </message>
    <message>
        <source>Use a batch of 1</source>
        <translation>批大小改为 1</translation>
    </message>
    <message>
        <source>Changes your answer &apos;Batch size per GPU&apos; to 1 and ranks the shortlist again.</source>
        <translation>把您的答案“每个 GPU 的批大小”改为 1，并重新排列推荐清单。</translation>
    </message>
    <message>
        <source>Use an 8-bit cache ({kv})</source>
        <translation>改用 8 位缓存（{kv}）</translation>
    </message>
    <message>
        <source>Changes your answer &apos;KV cache&apos; to {kv} and ranks the shortlist again.</source>
        <translation>把您的答案“KV 缓存”改为 {kv}，并重新排列推荐清单。</translation>
    </message>
    <message>
        <source>Use WSL2</source>
        <translation>改用 WSL2</translation>
    </message>
    <message>
        <source>Changes your answer &apos;Operating system&apos; to WSL2 (Linux on Windows).</source>
        <translation>把“操作系统”这一回答改为 WSL2（Windows 上的 Linux）。</translation>
    </message>
    <message>
        <source>Co&amp;mpare selected ({n})</source>
        <translation>对比所选（{n}）(&amp;M)</translation>
    </message>
</context>
<context>
    <name>StepList</name>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>把命令复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>复制命令</translation>
    </message>
</context>
<context>
    <name>TroubleshootingDialog</name>
    <message>
        <source>Troubleshooting</source>
        <translation>故障排查</translation>
    </message>
    <message>
        <source>Problems after the purchase: search by an error message, a symptom or a word (English or Chinese).</source>
        <translation>购买后遇到的问题：按报错信息、现象或关键词搜索（中英文均可）。</translation>
    </message>
    <message>
        <source>e.g. out of memory, 显存不足, sm_120, or paste the error</source>
        <translation>例如 out of memory、显存不足、sm_120，或直接粘贴报错</translation>
    </message>
    <message>
        <source>Search the troubleshooting entries</source>
        <translation>搜索故障排查条目</translation>
    </message>
    <message>
        <source>Filters the list as you type; a pasted error line works too.</source>
        <translation>边输入边筛选列表；也可以粘贴一行报错。</translation>
    </message>
    <message>
        <source>Troubleshooting entries</source>
        <translation>故障排查条目</translation>
    </message>
    <message>
        <source>Show checks for &amp;all systems</source>
        <translation>显示所有系统的检查项(&amp;A)</translation>
    </message>
    <message>
        <source>Off: only the checks for the operating system in your answers.</source>
        <translation>不勾选时：只显示您所选操作系统的检查项。</translation>
    </message>
    <message>
        <source>{n} matching entries</source>
        <translation>{n} 个匹配条目</translation>
    </message>
    <message>
        <source>All {n} entries</source>
        <translation>全部 {n} 个条目</translation>
    </message>
    <message>
        <source>Showing checks for {system}.</source>
        <translation>正在显示 {system} 的检查项。</translation>
    </message>
    <message>
        <source>Showing checks for every system.</source>
        <translation>正在显示所有系统的检查项。</translation>
    </message>
</context>
<context>
    <name>WarningList</name>
    <message>
        <source>How to fix / What to check</source>
        <translation>解决方法 / 检查项</translation>
    </message>
    <message>
        <source>Open the troubleshooting entry for this warning</source>
        <translation>打开这条警告对应的故障排查条目</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to the GPU Selection Wizard</source>
        <translation>欢迎使用 GPU 选型向导</translation>
    </message>
    <message>
        <source>Find the graphics cards that fit your work and your budget, in a few questions.</source>
        <translation>回答几个问题，找到适合您的工作和预算的显卡。</translation>
    </message>
    <message>
        <source>Tell us what you want to run, how big it is, your budget and your computer. The wizard estimates how much graphics memory (VRAM) you need and ranks the cards that fit, with prices, power, warnings and the next steps to set them up.</source>
        <translation>告诉我们您要运行什么、规模多大、预算多少、用什么电脑。向导会估算您需要多少显存（VRAM），并给符合条件的显卡排名，附上价格、功耗、警告以及安装配置的下一步。</translation>
    </message>
    <message>
        <source>Everything runs on this computer: no internet connection, no account, nothing is sent anywhere.</source>
        <translation>一切都在本机运行：无需联网、无需账号，不会向任何地方发送数据。</translation>
    </message>
    <message>
        <source>Five short questions, then your shortlist</source>
        <translation>回答五个简短的问题，即可得到推荐清单</translation>
    </message>
    <message>
        <source>1. What the GPUs will do: chat with a model, fine-tune, train, simulate or render.</source>
        <translation>1. GPU 用来做什么：运行对话模型、微调、训练、仿真或渲染。</translation>
    </message>
    <message>
        <source>2. How big the model or data is — the wizard shows the memory it needs as you type.</source>
        <translation>2. 模型或数据有多大 — 边输入边显示所需显存。</translation>
    </message>
    <message>
        <source>3. Your budget, in your currency, with any quotes you already have.</source>
        <translation>3. 您的预算（使用您的货币），以及已有的报价。</translation>
    </message>
    <message>
        <source>4. The computer: Windows, Linux or WSL2; a desktop tower or a rack server.</source>
        <translation>4. 电脑：Windows、Linux 还是 WSL2；台式机还是机架式服务器。</translation>
    </message>
    <message>
        <source>5. Power and electricity, for the power supply and the running costs.</source>
        <translation>5. 电源与电费，用于估算电源功率和使用成本。</translation>
    </message>
    <message>
        <source>Loading the GPU catalog…</source>
        <translation>正在加载显卡目录…</translation>
    </message>
    <message>
        <source>How would you like to answer?</source>
        <translation>您想怎样回答？</translation>
    </message>
    <message>
        <source>&amp;Guided — plain words, sensible defaults (recommended)</source>
        <translation>引导模式(&amp;G) — 通俗易懂，默认值合理（推荐）</translation>
    </message>
    <message>
        <source>Guided mode</source>
        <translation>引导模式</translation>
    </message>
    <message>
        <source>Ask only the questions a buyer can answer; technical settings use good defaults.</source>
        <translation>只问购买者能回答的问题；技术设置使用合理的默认值。</translation>
    </message>
    <message>
        <source>&amp;Expert — show every technical setting</source>
        <translation>专家模式(&amp;E) — 显示所有技术设置</translation>
    </message>
    <message>
        <source>Expert mode</source>
        <translation>专家模式</translation>
    </message>
    <message>
        <source>Also show batch size, optimizer, LoRA rank, checkpointing, engine and more.</source>
        <translation>还会显示批大小、优化器、LoRA 秩、梯度检查点、推理引擎等设置。</translation>
    </message>
    <message>
        <source>You can switch at any time in the View menu.</source>
        <translation>随时可以在“视图”菜单中切换。</translation>
    </message>
    <message>
        <source>GPU catalog: {count} GPUs, version {version}, updated {date}.</source>
        <translation>显卡目录：{count} 款 GPU，版本 {version}，更新于 {date}。</translation>
    </message>
</context>
<context>
    <name>WorkloadPage</name>
    <message>
        <source>What will the GPUs do?</source>
        <translation>GPU 用来做什么？</translation>
    </message>
    <message>
        <source>Pick the main job. You can come back and change it at any time.</source>
        <translation>选择主要用途。之后随时可以回来修改。</translation>
    </message>
    <message>
        <source>Run a &amp;chatbot or other AI model (inference)</source>
        <translation>运行对话机器人(&amp;C)或其他 AI 模型（推理）</translation>
    </message>
    <message>
        <source>Answer questions, write, translate or code with a model such as Qwen, Llama or DeepSeek.</source>
        <translation>用 Qwen、Llama 或 DeepSeek 等模型问答、写作、翻译或编程。</translation>
    </message>
    <message>
        <source>Fine-t&amp;une a model on your own data</source>
        <translation>用自己的数据微调模型(&amp;U)</translation>
    </message>
    <message>
        <source>Teach an existing model your documents or style: LoRA, QLoRA (least memory) or full.</source>
        <translation>让现有模型学习您的文档或风格：LoRA、QLoRA（最省显存）或全参数微调。</translation>
    </message>
    <message>
        <source>&amp;Train a model from scratch</source>
        <translation>从零训练模型(&amp;T)</translation>
    </message>
    <message>
        <source>Build a new model; needs the most memory and usually several GPUs.</source>
        <translation>构建全新的模型；需要最多的显存，通常要多张 GPU。</translation>
    </message>
    <message>
        <source>&amp;Scientific computing (HPC)</source>
        <translation>科学计算(&amp;S)（HPC）</translation>
    </message>
    <message>
        <source>Simulations and numerical codes, often in double precision (FP64).</source>
        <translation>仿真和数值计算程序，常用双精度（FP64）。</translation>
    </message>
    <message>
        <source>3D &amp;rendering</source>
        <translation>3D 渲染(&amp;R)</translation>
    </message>
    <message>
        <source>Blender, V-Ray, Redshift, OctaneRender; speeds are Blender benchmark scores.</source>
        <translation>Blender、V-Ray、Redshift、OctaneRender；速度为 Blender 基准测试分数。</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Small adapters on a 16-bit model: good quality, moderate memory.</source>
        <translation>在 16 位模型上训练小型适配器：质量好，显存需求适中。</translation>
    </message>
    <message>
        <source>QLoRA (4-bit, least memory)</source>
        <translation>QLoRA（4 位，最省显存）</translation>
    </message>
    <message>
        <source>Adapters on a 4-bit model: fits big models on one consumer card.</source>
        <translation>在 4 位量化模型上训练适配器：一张消费级显卡也能微调大模型。</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>Update every weight: best control, needs several times more memory.</source>
        <translation>更新所有权重：控制力最强，显存需求要多好几倍。</translation>
    </message>
    <message>
        <source>Not covered: image, video and speech models (Stable Diffusion, Flux, Whisper). The chatbot choice sizes language models.</source>
        <translation>不在支持范围内：图像、视频和语音模型（Stable Diffusion、Flux、Whisper）。“对话机器人”一项估算的是语言模型。</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong: {error}

Your answers are kept; please report this problem.</source>
        <translation>出错了：{error}

您的回答已保留；请报告这个问题。</translation>
    </message>
</context>
<context>
    <name>atomic</name>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the folder is not writable (permission denied)</source>
        <translation>没有写入该文件夹的权限</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>the folder {folder} does not accept new files</source>
        <translation>文件夹 {folder} 不能新建文件</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <source>there is a folder with that name</source>
        <translation>已有同名文件夹</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <source>the file is read-only (remove its protection first to replace it)</source>
        <translation>该文件是只读的（要替换它，请先取消只读保护）</translation>
    </message>
    <message>
        <source>nothing was written (the disk may be full or the folder not writable)</source>
        <translation>没有写入任何内容（可能磁盘已满，或没有写入该文件夹的权限）</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}。</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>GPU Selection Wizard — catalog {version} ({date})</source>
        <translation>GPU 选型向导 — 显卡目录 {version}（{date}）</translation>
    </message>
    <message>
        <source>Workload: {workload}; model: {model}; precision: {precision}; OS: {os}</source>
        <translation>用途：{workload}；模型：{model}；精度：{precision}；操作系统：{os}</translation>
    </message>
    <message>
        <source>Workload: {workload}; OS: {os}</source>
        <translation>用途：{workload}；操作系统：{os}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Memory needed on one GPU: {need} GiB (recommended {rec} GiB with headroom): {parts}</source>
        <translation>所需显存（单张 GPU）：{need} GiB（留出余量后建议 {rec} GiB）：{parts}</translation>
    </message>
    <message>
        <source>Nothing in the catalog meets every requirement. What would help:</source>
        <translation>目录中没有能满足全部要求的显卡。可以尝试：</translation>
    </message>
    <message>
        <source>price/machine</source>
        <translation>每台价格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>{n} cards cannot do this work (see --json for every reason):</source>
        <translation>{n} 款显卡无法胜任这项工作（用 --json 查看全部原因）：</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>{precision} (as released)</source>
        <translation>{precision}（官方发布格式）</translation>
    </message>
    <message>
        <source>Workload: {workload}; renderer: {renderer}; OS: {os}</source>
        <translation>用途：{workload}；渲染器：{renderer}；操作系统：{os}</translation>
    </message>
    <message>
        <source>{unit}, all {n}</source>
        <translation>{unit}（{n} 个合计）</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>张数</translation>
    </message>
    <message>
        <source>GiB need/have</source>
        <translation>显存 需要/可用 GiB</translation>
    </message>
    <message>
        <source>PSU W</source>
        <translation>电源 W</translation>
    </message>
    <message>
        <source>score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>GPU W</source>
        <translation>显卡 W</translation>
    </message>
    <message>
        <source>* your quote, not the list price</source>
        <translation>* 为您的报价，不是标价</translation>
    </message>
    <message>
        <source>For {machines} machines: {total}</source>
        <translation>{machines} 台合计：{total}</translation>
    </message>
    <message>
        <source>Next: {text}</source>
        <translation>下一步：{text}</translation>
    </message>
    <message>
        <source>Then: {text}</source>
        <translation>然后：{text}</translation>
    </message>
    <message>
        <source>1 more card fits but ranks lower (see --json for every reason):</source>
        <translation>另有 1 款显卡满足要求但排名较低（每条原因见 --json）：</translation>
    </message>
    <message>
        <source>{n} more cards fit but rank lower (see --json for every reason):</source>
        <translation>另有 {n} 款显卡满足要求但排名较低（每条原因见 --json）：</translation>
    </message>
    <message>
        <source>In a profile file, these answers are: quality &quot;precision&quot;, software &quot;engine&quot;, where you buy &quot;region&quot; (&quot;cn&quot; or &quot;any&quot;), the computer &quot;form_factor&quot;, GPUs per machine &quot;max_gpus&quot;, price quotes &quot;price_overrides&quot; (or --quotes FILE).</source>
        <translation>在配置文件中，这些回答对应的字段是：质量（精度）&quot;precision&quot;、运行软件 &quot;engine&quot;、购买地区 &quot;region&quot;（&quot;cn&quot; 或 &quot;any&quot;）、电脑 &quot;form_factor&quot;、每台机器 GPU 数 &quot;max_gpus&quot;、报价 &quot;price_overrides&quot;（或用 --quotes 文件）。</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>Catalog {version} ({date}), {n} GPUs</source>
        <translation>显卡目录 {version}（{date}），共 {n} 款 GPU</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>{file}: OK — catalog {version} ({date}), {n} GPUs</source>
        <translation>{file}：校验通过 — 显卡目录 {version}（{date}），共 {n} 款 GPU</translation>
    </message>
    <message>
        <source>params B</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <source>active B</source>
        <translation>每个 token 使用的参数（十亿）</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>the count after &apos;:&apos; must be 1-64 (got {value})</source>
        <translation>冒号后的数量必须在 1 到 64 之间（收到 {value}）</translation>
    </message>
    <message>
        <source>Memory needed: {need} GiB (recommended with headroom: {rec} GiB)</source>
        <translation>所需显存：{need} GiB（含余量推荐 {rec} GiB）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>unconfirmed</source>
        <translation>未确认</translation>
    </message>
    <message>
        <source>old stock only</source>
        <translation>仅存货或二手</translation>
    </message>
    <message>
        <source>yes, rules changing</source>
        <translation>是，规则多变</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国大陆有售</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头</translation>
    </message>
    <message>
        <source>head dim</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>count</source>
        <translation>张数</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>能运行</translation>
    </message>
    <message>
        <source>all {tokens}</source>
        <translation>全部 {tokens}</translation>
    </message>
    <message>
        <source>max context</source>
        <translation>最长上下文</translation>
    </message>
    <message>
        <source>Speeds are estimates within ±{band}% (the error measured on published benchmarks).</source>
        <translation>速度为估算值，误差约 ±{band}%（按已发布的实测结果检验）。</translation>
    </message>
    <message>
        <source>{name} will not run this: {text}</source>
        <translation>{name} 无法运行：{text}</translation>
    </message>
    <message>
        <source>decode tok/s</source>
        <translation>生成 token/s</translation>
    </message>
    <message>
        <source>decode tok/s each</source>
        <translation>生成 token/s（每个）</translation>
    </message>
    <message>
        <source>prefill tok/s</source>
        <translation>预填充 token/s</translation>
    </message>
    <message>
        <source>train tok/s</source>
        <translation>训练 token/s</translation>
    </message>
    <message>
        <source>the graphical wizard is not available: {reason}</source>
        <translation>图形向导不可用：{reason}</translation>
    </message>
    <message>
        <source>open with these answers</source>
        <translation>打开时预填这些回答</translation>
    </message>
    <message>
        <source>GPU Selection Wizard (GPU 选型向导): choose GPUs for AI, HPC and rendering, offline.</source>
        <translation>GPU 选型向导（GPU Selection Wizard）：为 AI、HPC 和渲染挑选显卡，全程离线。</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>显示版本号并退出</translation>
    </message>
    <message>
        <source>check this installation offline, then exit 0 or 1</source>
        <translation>离线检查本次安装，然后以 0（正常）或 1（有问题）退出</translation>
    </message>
    <message>
        <source>print versions, folders and the catalog version</source>
        <translation>显示各组件版本、文件夹位置和显卡目录版本</translation>
    </message>
    <message>
        <source>a catalog file instead of the bundled one</source>
        <translation>用这个显卡目录文件代替内置目录</translation>
    </message>
    <message>
        <source>JSON on stdout</source>
        <translation>以 JSON 输出到标准输出</translation>
    </message>
    <message>
        <source>your answers (a JSON profile)</source>
        <translation>您的回答（JSON 配置文件）</translation>
    </message>
    <message>
        <source>list, validate or export the GPU catalog</source>
        <translation>列出、校验或导出显卡目录</translation>
    </message>
    <message>
        <source>list every GPU</source>
        <translation>列出所有显卡</translation>
    </message>
    <message>
        <source>check a catalog file</source>
        <translation>校验显卡目录文件</translation>
    </message>
    <message>
        <source>a catalog file (TOML or JSON, the bundled format)</source>
        <translation>显卡目录文件（TOML 或 JSON，格式与内置目录相同）</translation>
    </message>
    <message>
        <source>the catalog as JSON (accepted back by --catalog)</source>
        <translation>以 JSON 导出显卡目录（可再用 --catalog 读入）</translation>
    </message>
    <message>
        <source>model presets</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>list the model presets</source>
        <translation>列出模型预设</translation>
    </message>
    <message>
        <source>rank GPUs for a profile (your answers, as JSON)</source>
        <translation>按配置文件（您的回答，JSON 格式）为显卡排序</translation>
    </message>
    <message>
        <source>Rank the catalog&apos;s GPUs for a profile: the shortlist with reasons and warnings, the cards that rank lower, and the ones left out.</source>
        <translation>按配置文件为显卡目录中的显卡排序：给出推荐清单及理由和警告、排名较低的显卡，以及未入选的显卡。</translation>
    </message>
    <message>
        <source>configurations in the shortlist (default 5)</source>
        <translation>推荐清单中的配置数（默认 5）</translation>
    </message>
    <message>
        <source>everything as JSON on stdout (keys stay English)</source>
        <translation>全部结果以 JSON 输出到标准输出（键名保持英文）</translation>
    </message>
    <message>
        <source>memory and speed of a profile on chosen GPUs</source>
        <translation>估算配置文件在指定显卡上的显存需求和速度</translation>
    </message>
    <message>
        <source>The memory a profile needs and its estimated speed on GPUs you name (catalog ids, as &apos;catalog list&apos; shows them), whether or not they run it, and what stops those that do not.</source>
        <translation>配置文件所需的显存，以及在您指定的显卡上的预计速度（显卡 ID 见 catalog list），无论能否运行；不能运行的会说明原因。</translation>
    </message>
    <message>
        <source>a GPU id and optionally how many, e.g. rtx-4090:2 (repeat for more)</source>
        <translation>显卡 ID，可加数量，例如 rtx-4090:2（可重复指定多张）</translation>
    </message>
    <message>
        <source>open the wizard</source>
        <translation>打开向导</translation>
    </message>
    <message>
        <source>--top must be 1 or more</source>
        <translation>--top 至少为 1</translation>
    </message>
    <message>
        <source>language of the output: en or zh_CN (default: the system locale); pseudo stretches text for layout checks</source>
        <translation>输出语言：en 或 zh_CN（默认跟随系统区域设置）；pseudo 会拉长文字，用于检查排版</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}：错误：{message}</translation>
    </message>
    <message>
        <source>the following arguments are required: {args}</source>
        <translation>缺少必需的参数：{args}</translation>
    </message>
    <message>
        <source>unrecognized arguments: {args}</source>
        <translation>无法识别的参数：{args}</translation>
    </message>
    <message>
        <source>one of the arguments {args} is required</source>
        <translation>必须给出以下参数之一：{args}</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>选项 {option} 有歧义，可能是：{matches}</translation>
    </message>
    <message>
        <source>argument {arg}: invalid choice: {value} (choose from {choices})</source>
        <translation>参数 {arg}：无效的选项 {value}（可选：{choices}）</translation>
    </message>
    <message>
        <source>argument {arg}: {value} is not a whole number</source>
        <translation>参数 {arg}：{value} 不是整数</translation>
    </message>
    <message>
        <source>argument {arg}: {value} is not a number</source>
        <translation>参数 {arg}：{value} 不是数字</translation>
    </message>
    <message>
        <source>argument {arg}: expected one value</source>
        <translation>参数 {arg}：需要一个值</translation>
    </message>
    <message>
        <source>argument {arg}: not allowed with argument {other}</source>
        <translation>参数 {arg} 不能与参数 {other} 同时使用</translation>
    </message>
    <message>
        <source>argument {arg}: {detail}</source>
        <translation>参数 {arg}：{detail}</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示本帮助并退出</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>check this machine&apos;s GPUs, driver and PyTorch</source>
        <translation>检查本机的显卡、驱动和 PyTorch</translation>
    </message>
    <message>
        <source>Inspect this machine without network access and without needing a GPU: nvidia-smi, rocm-smi, lspci, the NVIDIA kernel module, WSL, and the installed PyTorch. Reports the GPUs found, the driver branch, the newest CUDA the driver supports, whether PyTorch can use each GPU, and the matching troubleshooting entries.</source>
        <translation>无需联网、也无需显卡即可检查本机：nvidia-smi、rocm-smi、lspci、NVIDIA 内核模块、WSL 以及已安装的 PyTorch。报告找到的显卡、驱动分支、驱动支持的最高 CUDA 版本、PyTorch 能否使用每张显卡，以及相应的故障排查条目。</translation>
    </message>
    <message>
        <source>print the report as JSON</source>
        <translation>以 JSON 输出报告</translation>
    </message>
    <message>
        <source>Python interpreter whose PyTorch to inspect (default: python3/python on PATH)</source>
        <translation>要检查其 PyTorch 的 Python 解释器（默认：PATH 中的 python3/python）</translation>
    </message>
    <message>
        <source>skip the PyTorch check</source>
        <translation>跳过 PyTorch 检查</translation>
    </message>
    <message>
        <source>language of the human-readable report (default: the system locale)</source>
        <translation>文字报告的语言（默认：系统语言）</translation>
    </message>
    <message>
        <source>the printable PDF summary, or the shortlist as CSV or JSON</source>
        <translation>可打印的 PDF 采购建议书，或以 CSV、JSON 导出推荐清单</translation>
    </message>
    <message>
        <source>Write the summary of a profile&apos;s recommendation: a PDF to print or attach to a purchase request, or the shortlist as CSV or JSON.</source>
        <translation>写出配置文件推荐结果的摘要：可打印或附在采购申请中的 PDF，或 CSV、JSON 格式的推荐清单。</translation>
    </message>
    <message>
        <source>the file to write (&apos;-&apos; for stdout, CSV/JSON only)</source>
        <translation>要写入的文件（&apos;-&apos; 表示标准输出，仅限 CSV/JSON）</translation>
    </message>
    <message>
        <source>pdf, csv or json (default: from --out&apos;s extension)</source>
        <translation>pdf、csv 或 json（默认按 --out 的扩展名）</translation>
    </message>
    <message>
        <source>a vendor&apos;s quote sheet (columns gpu, price, currency): its prices replace the list prices</source>
        <translation>商家的报价单（列：gpu、price、currency）：用其中的价格替代标价</translation>
    </message>
    <message>
        <source>--out {file}: end the name in .pdf, .csv or .json, or choose the format with --format</source>
        <translation>--out {file}：文件名须以 .pdf、.csv 或 .json 结尾，或用 --format 指定格式</translation>
    </message>
    <message>
        <source>--out {file} ends in .{suffix}, but --format is {format}: make them agree</source>
        <translation>--out {file} 的扩展名是 .{suffix}，但 --format 是 {format}：请让两者一致</translation>
    </message>
    <message>
        <source>many profiles at once: a PDF for each and one summary</source>
        <translation>一次处理多个配置文件：每个生成一份 PDF，外加一份汇总</translation>
    </message>
    <message>
        <source>Write the summary of each profile (a PDF, or the shortlist as CSV or JSON) into one folder, and summary.csv: one row per profile with its top pick, price and total for all its machines. A folder stands for the profiles (*.json) in it.</source>
        <translation>把每个配置文件的摘要（PDF，或 CSV/JSON 格式的推荐清单）写入同一个文件夹，并写出 summary.csv：每个配置文件一行，列出首选方案、单台价格和所有机器的合计。给出文件夹时，处理其中的所有配置文件（*.json）。</translation>
    </message>
    <message>
        <source>profile files (JSON), or folders of them</source>
        <translation>配置文件（JSON），或存放配置文件的文件夹</translation>
    </message>
    <message>
        <source>the folder to write into (made if missing)</source>
        <translation>输出文件夹（不存在时自动创建）</translation>
    </message>
    <message>
        <source>pdf, csv or json for each profile; repeat for more (default: pdf)</source>
        <translation>每个配置文件输出 pdf、csv 或 json；可重复指定多种（默认：pdf）</translation>
    </message>
    <message>
        <source>paper size of the PDF</source>
        <translation>PDF 的纸张大小</translation>
    </message>
    <message>
        <source>{count} × {name}</source>
        <translation>{count} × {name}</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>没有合适的显卡</translation>
    </message>
    <message>
        <source>error (see above)</source>
        <translation>出错（见上方）</translation>
    </message>
    <message>
        <source>top pick</source>
        <translation>首选</translation>
    </message>
    <message>
        <source>machines</source>
        <translation>机器数</translation>
    </message>
    <message>
        <source>request</source>
        <translation>申请</translation>
    </message>
    <message>
        <source>GPUs, all machines</source>
        <translation>显卡合计</translation>
    </message>
    <message>
        <source>--out-dir: give the folder to write into (an empty name is none)</source>
        <translation>--out-dir：请给出要写入的文件夹（空名称不是文件夹）</translation>
    </message>
    <message>
        <source>{folder}: no profiles (*.json) in this folder</source>
        <translation>{folder}：该文件夹中没有配置文件（*.json）</translation>
    </message>
    <message>
        <source>{file} is one of the profiles: its output would replace it; choose another --out-dir</source>
        <translation>{file} 是输入的配置文件之一：输出会覆盖它；请换一个 --out-dir</translation>
    </message>
    <message>
        <source>{file} is the file given to {option}: an output would replace it; choose another --out-dir</source>
        <translation>{file} 是 {option} 指定的文件：输出会覆盖它；请换一个 --out-dir</translation>
    </message>
    <message>
        <source>interrupted: no summary was written; the request files written so far are in {folder}</source>
        <translation>已中断：没有写出汇总；已写出的各请求文件在 {folder} 中</translation>
    </message>
    <message>
        <source>{folder} also holds files this round did not write, from an earlier run: {files}</source>
        <translation>{folder} 中还有本轮没有写入的文件，来自之前的运行：{files}</translation>
    </message>
    <message>
        <source>{done} of {total} profiles written to {folder}; summary: {summary}</source>
        <translation>已将 {total} 个配置文件中的 {done} 个写入 {folder}；汇总：{summary}</translation>
    </message>
    <message>
        <source>--out -: a PDF needs a file name</source>
        <translation>--out -：PDF 需要一个文件名</translation>
    </message>
    <message>
        <source>--out {file} is the file given to {option}: the report would replace it; choose another --out</source>
        <translation>--out {file} 是 {option} 指定的文件：报告会覆盖它；请换一个 --out</translation>
    </message>
    <message>
        <source>{file}: 1 page, {paper}</source>
        <translation>{file}：共 1 页，{paper}</translation>
    </message>
    <message>
        <source>{file}: {pages} pages, {paper}</source>
        <translation>{file}：共 {pages} 页，{paper}</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>不是 UTF-8 文本（第 {byte} 字节）</translation>
    </message>
    <message>
        <source>invalid JSON at line {line}, column {column}: {detail}</source>
        <translation>JSON 格式错误，位于第 {line} 行第 {column} 列：{detail}</translation>
    </message>
    <message>
        <source>invalid TOML: {detail}</source>
        <translation>TOML 格式错误：{detail}</translation>
    </message>
    <message>
        <source>the top level must be a table/object</source>
        <translation>最外层必须是一个对象（JSON 对象或 TOML 表）</translation>
    </message>
    <message>
        <source>this is a binary file, not JSON or TOML text</source>
        <translation>这是二进制文件，不是 JSON 或 TOML 文本</translation>
    </message>
    <message>
        <source>neither UTF-8 nor GBK text (byte {byte}): save the sheet as &quot;CSV UTF-8&quot; (in Excel: File, Save As)</source>
        <translation>既不是 UTF-8 也不是 GBK 文本（第 {byte} 字节）：请把报价单另存为“CSV UTF-8”（在 Excel 中：文件 → 另存为）</translation>
    </message>
    <message>
        <source>the file is too large to be a profile or catalog</source>
        <translation>文件太大，不可能是配置文件或显卡目录</translation>
    </message>
    <message>
        <source>the data is nested too deeply</source>
        <translation>数据嵌套层数太深</translation>
    </message>
    <message>
        <source>the field {key} is given twice</source>
        <translation>字段 {key} 出现了两次</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>没有读取权限</translation>
    </message>
    <message>
        <source>cannot read: {detail}</source>
        <translation>无法读取：{detail}</translation>
    </message>
    <message>
        <source>unknown field (check its spelling)</source>
        <translation>未知字段（请检查拼写）</translation>
    </message>
    <message>
        <source>saved by a newer version of GPU Selection Wizard (profile format {version}; this version reads format {supported}), with an answer this version does not know: update the app to open it</source>
        <translation>由更新版本的 GPU 选型向导保存（配置文件格式 {version}；本版本只能读取格式 {supported}），其中有本版本不认识的回答：请升级软件后再打开</translation>
    </message>
    <message>
        <source>{first} and {second} are the same card ({gpu}): keep one price</source>
        <translation>{first} 和 {second} 是同一张卡（{gpu}）：只保留一个价格</translation>
    </message>
    <message>
        <source>macOS is not covered: a Mac&apos;s GPU is part of its Apple chip, and the catalog holds NVIDIA, AMD and Intel GPUs for Windows and Linux; choose windows, linux or wsl2</source>
        <translation>不支持 macOS：Mac 的 GPU 集成在 Apple 芯片中，而显卡目录收录的是用于 Windows 和 Linux 的 NVIDIA、AMD 和 Intel GPU；请选择 windows、linux 或 wsl2</translation>
    </message>
    <message>
        <source>laptops are not covered: their GPUs are soldered in and run at the maker&apos;s power limit; choose desktop, server or any</source>
        <translation>不支持笔记本电脑：笔记本的 GPU 焊在主板上，按厂商设定的功耗上限运行；请选择 desktop、server 或 any</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>Input should be greater than {limit}</source>
        <translation>应大于 {limit}</translation>
    </message>
    <message>
        <source>Input should be greater than or equal to {limit}</source>
        <translation>应大于或等于 {limit}</translation>
    </message>
    <message>
        <source>Input should be less than {limit}</source>
        <translation>应小于 {limit}</translation>
    </message>
    <message>
        <source>Input should be less than or equal to {limit}</source>
        <translation>应小于或等于 {limit}</translation>
    </message>
    <message>
        <source>Input should be {expected}</source>
        <translation>应为以下值之一：{expected}</translation>
    </message>
    <message>
        <source>Input should be a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>the number is far too large for this answer</source>
        <translation>数字太大，这一项不可能用到这么大的数</translation>
    </message>
    <message>
        <source>Input should be a finite number</source>
        <translation>应为有限的数值</translation>
    </message>
    <message>
        <source>Input should be a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>Input should be true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>Input should be text</source>
        <translation>应为文本</translation>
    </message>
    <message>
        <source>Input should be a group of fields in braces, like {example}</source>
        <translation>应为花括号中的一组字段，例如 {example}</translation>
    </message>
    <message>
        <source>Input should be a list in square brackets</source>
        <translation>应为方括号中的列表</translation>
    </message>
    <message>
        <source>the list needs at least {limit} entries</source>
        <translation>这个列表至少需要 {limit} 项</translation>
    </message>
    <message>
        <source>an id is lower-case letters and digits joined by - or ., like rtx-4090</source>
        <translation>ID 由小写字母和数字组成，用 - 或 . 连接，例如 rtx-4090</translation>
    </message>
    <message>
        <source>write it as two numbers with a point, like 8.9</source>
        <translation>请写成用小数点隔开的两个数字，例如 8.9</translation>
    </message>
    <message>
        <source>write it as gfx and the chip&apos;s number, like gfx1100</source>
        <translation>请写成 gfx 加芯片编号，例如 gfx1100</translation>
    </message>
    <message>
        <source>write the Blender version like 4.2 or 4.x</source>
        <translation>请按 4.2 或 4.x 的形式写 Blender 版本</translation>
    </message>
    <message>
        <source>unknown model preset {value}</source>
        <translation>未知的模型预设 {value}</translation>
    </message>
    <message>
        <source>unknown GPU id {value}</source>
        <translation>未知的显卡 ID {value}</translation>
    </message>
    <message>
        <source>no card in the catalog is called {value}</source>
        <translation>目录中没有名为 {value} 的显卡</translation>
    </message>
    <message>
        <source>{value} could be any of {ids}: write the catalog id</source>
        <translation>{value} 可能是 {ids} 中的任何一款：请写显卡目录中的 id</translation>
    </message>
    <message>
        <source>this is a binary file, not a CSV quote sheet</source>
        <translation>这是二进制文件，不是 CSV 报价单</translation>
    </message>
    <message>
        <source>the file is too large to be a quote sheet</source>
        <translation>文件太大，不可能是报价单</translation>
    </message>
    <message>
        <source>write the price in digits, with a point for decimals (5499 or 5499.00)</source>
        <translation>价格请只写数字，小数用小数点（如 5499 或 5499.00）</translation>
    </message>
    <message>
        <source>a card&apos;s price should be between {low} and {high}</source>
        <translation>单卡价格应在 {low} 到 {high} 之间</translation>
    </message>
    <message>
        <source>the price is written in {written}, but the currency column says {column}</source>
        <translation>价格写的是 {written}，但货币列写的是 {column}</translation>
    </message>
    <message>
        <source>not a readable CSV sheet: {detail}</source>
        <translation>不是可读取的 CSV 表格：{detail}</translation>
    </message>
    <message>
        <source>a quotation mark (&quot;) opens a cell and is never closed, so the rest of the sheet reads as one cell</source>
        <translation>一个引号（&quot;）开始了一个单元格却没有闭合，表格其余部分都被读成了一个单元格</translation>
    </message>
    <message>
        <source>a number in the file has thousands of digits: no answer needs one that long</source>
        <translation>文件中有一个数字长达几千位：没有哪个答案需要这么长的数字</translation>
    </message>
    <message>
        <source>the row has {cells} cells and the header only {columns}: a price written with a comma (16,009) needs quotation marks (&quot;16,009&quot;) or no comma</source>
        <translation>这一行有 {cells} 个单元格，而表头只有 {columns} 列：带逗号的价格（16,009）要加英文引号（&quot;16,009&quot;），或去掉逗号</translation>
    </message>
    <message>
        <source>the sheet has no quotes: no card rows under its header</source>
        <translation>表格中没有报价：表头下面没有显卡行</translation>
    </message>
    <message>
        <source>&apos;{got}&apos; can be read two ways, with the dot as a decimal point or between thousands: write thousands without the dot or with commas, such as 15000 or 15,000</source>
        <translation>“{got}”有两种读法：点号可能是小数点，也可能是千位分隔符。表示几千几万时请不要用点号，或用逗号分隔，例如 15000 或 15,000</translation>
    </message>
    <message>
        <source>&apos;{got}&apos; is in {written}, but the budget is in {currency}: write the amount in {currency}, or give the budget&apos;s currency as {written}</source>
        <translation>“{got}”是 {written} 金额，但预算的货币是 {currency}：请用 {currency} 填写金额，或把预算的货币改为 {written}</translation>
    </message>
    <message>
        <source>the sheet quotes no graphics card: rows {rows} are other parts of the computer</source>
        <translation>这份报价单没有显卡报价：第 {rows} 行是电脑的其他配件</translation>
    </message>
    <message>
        <source>the sheet quotes no graphics card: row {rows} is another part of the computer</source>
        <translation>这份报价单没有显卡报价：第 {rows} 行是电脑的其他配件</translation>
    </message>
    <message>
        <source>{value} says {written} GB, but the catalog&apos;s {id} has {have} GB: that variant is not in the catalog; write {id} if it is this card</source>
        <translation>{value} 写的是 {written} GB，但目录中的 {id} 是 {have} GB：目录里没有这个版本；如果确实是这张卡，请填写 {id}</translation>
    </message>
    <message>
        <source>two columns are both read as {column} ({found}): keep one</source>
        <translation>有两列都被读作 {column}（{found}）：请只保留一列</translation>
    </message>
    <message>
        <source>a quote sheet needs the columns gpu, price and currency (missing: {columns}; the sheet has: {found})</source>
        <translation>报价单需要显卡（gpu，也可写“显卡型号”）、单价（price，也可写“含税单价”）和币种（currency；单价列标题写明“元”时可省略）三列（缺少：{columns}；表中现有：{found}）</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>此处应有一个值</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>此处应有用双引号括起的字段名</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>此处缺少逗号</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>此处缺少冒号</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>结尾之后还有多余内容</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>字符串缺少结尾的引号</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>字符串中有不允许的控制字符</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>对象结尾前多了一个逗号</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>数组结尾前多了一个逗号</translation>
    </message>
    <message>
        <source>give psu_watts or max_gpu_watts, not both</source>
        <translation>电源功率 psu_watts 和 GPU 功耗上限 max_gpu_watts 只能填一个</translation>
    </message>
    <message>
        <source>pcie_8pin and pcie_16pin describe your power supply: give psu_watts too</source>
        <translation>pcie_8pin 和 pcie_16pin 描述的是您的电源：请同时填写 psu_watts</translation>
    </message>
    <message>
        <source>pcie_16pin needs pcie_8pin too (0 if the supply has none): the check counts both</source>
        <translation>填写 pcie_16pin 时也要填写 pcie_8pin（没有就填 0）：检查会同时计算两者</translation>
    </message>
    <message>
        <source>give either model (a preset id) or params_b (a custom size), not both</source>
        <translation>model（预设 id）和 params_b（自定义大小）只能填一个</translation>
    </message>
    <message>
        <source>a rate is units of the currency per US dollar: USD is 1, CNY between 1 and 20, EUR between 0.3 and 3</source>
        <translation>汇率是每美元折合多少该币种：USD 为 1，CNY 在 1 到 20 之间，EUR 在 0.3 到 3 之间</translation>
    </message>
    <message>
        <source>currency and budget.currency differ: the budget, the prices and the quotes are in one currency; give it once, in the budget</source>
        <translation>currency 与 budget.currency 不一致：预算、价格和报价只能用一种货币；请只在预算里填写一次</translation>
    </message>
    <message>
        <source>see `gpu-wizard models list`; for a model that is no preset, give its size as params_b, in billions, instead of model</source>
        <translation>可用 `gpu-wizard models list` 查看；不在预设中的模型，请改用 params_b 填写其参数量（单位：十亿），不要填 model</translation>
    </message>
    <message>
        <source>see `gpu-wizard catalog list`</source>
        <translation>可用 `gpu-wizard catalog list` 查看</translation>
    </message>
    <message>
        <source>write the card&apos;s name as `gpu-wizard catalog list` does, or its id</source>
        <translation>请按 `gpu-wizard catalog list` 中的写法填写显卡名称，或填写其 ID</translation>
    </message>
    <message>
        <source> (got {value})</source>
        <translation>（实际为 {value}）</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>; did you mean {names}?</source>
        <translation>；您是不是要找 {names}？</translation>
    </message>
    <message>
        <source> ({hint})</source>
        <translation>（{hint}）</translation>
    </message>
    <message>
        <source> [and 1 more problem]</source>
        <translation>（另有 1 处问题）</translation>
    </message>
    <message>
        <source> [and {n} more problems]</source>
        <translation>（另有 {n} 处问题）</translation>
    </message>
    <message>
        <source>{file}: row {row}, column &apos;{field}&apos;</source>
        <translation>{file}：第 {row} 行，“{field}”列</translation>
    </message>
    <message>
        <source>{file}: row {row}</source>
        <translation>{file}：第 {row} 行</translation>
    </message>
    <message>
        <source>{file}: entry {entry}, field &apos;{field}&apos;</source>
        <translation>{file}：条目 {entry}，字段“{field}”</translation>
    </message>
    <message>
        <source>{file}: entry {entry}</source>
        <translation>{file}：条目 {entry}</translation>
    </message>
    <message>
        <source>{file}, field &apos;{field}&apos;</source>
        <translation>{file}，字段“{field}”</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>{name} already exists. Do you want to replace it?</source>
        <translation>{name} 已存在。要替换它吗？</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Over budget: costs {price}, budget {budget}.</source>
        <translation>超出预算：价格 {price}，预算 {budget}。</translation>
    </message>
    <message>
        <source>Over budget: the GPUs for {machines} machines cost {price}, budget {budget} in total.</source>
        <translation>超出预算：{machines} 台机器的 GPU 共需 {price}，总预算 {budget}。</translation>
    </message>
    <message>
        <source>No list price: ask a vendor for a quote and enter it as a price override.</source>
        <translation>没有公开标价：请向经销商询价，并把报价填入“报价”。</translation>
    </message>
    <message>
        <source>Power supply too small: needs about {need} W, you have {have} W.</source>
        <translation>电源功率不足：需要约 {need} W，您的电源为 {have} W。</translation>
    </message>
    <message>
        <source>Over the GPU power cap: {need} W against your limit of {cap} W.</source>
        <translation>超出 GPU 功耗上限：需要 {need} W，您的上限为 {cap} W。</translation>
    </message>
    <message>
        <source>This {form} module needs a special server board; it does not fit a desktop.</source>
        <translation>这种 {form} 模组需要专用服务器主板，无法装进台式机。</translation>
    </message>
    <message>
        <source>Passively cooled datacenter card: it needs server airflow and overheats in a desktop tower.</source>
        <translation>被动散热的数据中心卡：需要服务器级风道，装在台式机箱里会过热。</translation>
    </message>
    <message>
        <source>Fanless card: it needs a rack server&apos;s strong airflow, which your cooling answer rules out.</source>
        <translation>无风扇卡：需要机架式服务器的强劲风道，而您选择的散热方式无法提供。</translation>
    </message>
    <message>
        <source>An embedded Jetson module, not a card for a desktop or server.</source>
        <translation>这是嵌入式 Jetson 模组，不是装在台式机或服务器里的显卡。</translation>
    </message>
    <message>
        <source>Cannot be bought in mainland China (export rules).</source>
        <translation>受出口管制，中国大陆无法购买。</translation>
    </message>
    <message>
        <source>{vendor} software does not support {os}.</source>
        <translation>{vendor} 的软件不支持 {os}。</translation>
    </message>
    <message>
        <source>Jetson runs its own Linux (JetPack), not {os}.</source>
        <translation>Jetson 运行自带的 Linux（JetPack），不支持 {os}。</translation>
    </message>
    <message>
        <source>CUDA on WSL2 supports GeForce and RTX workstation cards, not datacenter cards.</source>
        <translation>WSL2 下的 CUDA 支持 GeForce 和 RTX 工作站卡，不支持数据中心卡。</translation>
    </message>
    <message>
        <source>AMD ROCm does not support this card ({gfx}) on Linux.</source>
        <translation>AMD ROCm 在 Linux 上不支持这张卡（{gfx}）。</translation>
    </message>
    <message>
        <source>AMD ROCm does not support this card ({gfx}) on {os}.</source>
        <translation>AMD ROCm 在 {os} 上不支持这张卡（{gfx}）。</translation>
    </message>
    <message>
        <source>No double-precision (FP64) hardware.</source>
        <translation>没有双精度（FP64）计算单元。</translation>
    </message>
    <message>
        <source>Cannot run FP8 weights (that needs NVIDIA Turing or newer, or AMD Instinct MI300 or newer): they would have to be widened to 16 bits, twice the memory. Choose another number format to consider this card.</source>
        <translation>无法运行 FP8 权重（需要 NVIDIA Turing 或更新的架构，或 AMD Instinct MI300 或更新的型号）：权重只能扩展为 16 位，显存翻倍。如需考虑这张卡，请选择其他数值格式。</translation>
    </message>
    <message>
        <source>A compute-only accelerator: 3D renderers do not run on it.</source>
        <translation>纯计算加速卡：3D 渲染器无法在上面运行。</translation>
    </message>
    <message>
        <source>Model size must be between {low} and {high} billion parameters.</source>
        <translation>模型规模必须在 {low}B 到 {high}B 参数之间（B 即十亿）。</translation>
    </message>
    <message>
        <source>The budget must be more than zero.</source>
        <translation>预算必须大于零。</translation>
    </message>
    <message>
        <source>Context length must be between 1 and {high} tokens.</source>
        <translation>上下文长度必须在 1 到 {high} 个 token 之间。</translation>
    </message>
    <message>
        <source>{field}: {detail}</source>
        <translation>{field}：{detail}</translation>
    </message>
    <message>
        <source>Unknown model preset &apos;{model}&apos;.</source>
        <translation>未知的模型预设“{model}”。</translation>
    </message>
    <message>
        <source>Choose a model or enter its size.</source>
        <translation>请选择一个模型，或填写模型规模。</translation>
    </message>
    <message>
        <source>Fits in memory: needs {need} GiB of {have} GiB per card ({headroom}% spare).</source>
        <translation>显存够用：每张卡需要 {need} GiB，可用 {have} GiB（余量 {headroom}%）。</translation>
    </message>
    <message>
        <source>Within budget: the GPUs for {machines} machines cost {price} of {budget} in total.</source>
        <translation>在预算之内：{machines} 台机器的 GPU 共需 {price}，总预算 {budget}。</translation>
    </message>
    <message>
        <source>The fastest option that meets every requirement.</source>
        <translation>满足全部要求的选项中速度最快。</translation>
    </message>
    <message>
        <source>Not enough memory: needs {need} GiB per card; with {count} cards, each gives {have} GiB.</source>
        <translation>显存不足：用 {count} 张卡时每张需要 {need} GiB，而每张只有 {have} GiB。</translation>
    </message>
    <message>
        <source>Not enough power plugs: this needs {need} PCIe 8-pin plugs and your power supply has {have} (counted for the reference card; some partner cards take one more).</source>
        <translation>供电插头不够：需要 {need} 个 PCIe 8-pin 插头，您的电源只有 {have} 个（按公版卡计算；部分非公版卡还要多一个）。</translation>
    </message>
    <message>
        <source>Not enough power plugs: with no native 16-pin plug left on your power supply, each card&apos;s adapter takes {per_adapter} PCIe 8-pin plugs, {need} in all, and your power supply has {have}.</source>
        <translation>供电插头不够：您的电源没有多余的原生 16-pin 插头，每张卡的转接线要占用 {per_adapter} 个 PCIe 8-pin 插头，共需 {need} 个，而您的电源只有 {have} 个。</translation>
    </message>
    <message>
        <source>At most {max} of these fit in one machine.</source>
        <translation>一台机器最多只能装 {max} 张这种卡。</translation>
    </message>
    <message>
        <source>{form} modules are sold only in whole systems of {size} GPUs.</source>
        <translation>{form} 模组只按整机出售，每台 {size} 个 GPU。</translation>
    </message>
    <message>
        <source>{form} modules are sold only in whole systems of {small} or {large} GPUs.</source>
        <translation>{form} 模组只按整机出售，每台 {small} 个或 {large} 个 GPU。</translation>
    </message>
    <message>
        <source>At most {max} of these computers can be linked to run one model.</source>
        <translation>这种电脑最多只能 {max} 台互联来运行同一个模型。</translation>
    </message>
    <message>
        <source>Sold only in mainland China, and your budget is in euros (if you buy in China, choose mainland China as where the cards are bought).</source>
        <translation>只在中国大陆销售，而您的预算以欧元计（如果您在中国购买，请把购买地区选为中国大陆）。</translation>
    </message>
    <message>
        <source>Not confirmed for sale in mainland China (no source says either way), so left out: if a local supplier has it, choose &apos;Anywhere&apos; for where you buy.</source>
        <translation>未确认在中国大陆有售（没有资料能说明是否有售），因此未列入：如果本地供应商有货，请把购买地区选为“不限地区”。</translation>
    </message>
    <message>
        <source>{engine} runs a model on one computer: splitting it over {count} linked computers needs vLLM or TensorRT-LLM as the engine.</source>
        <translation>{engine} 只能在一台电脑上运行模型：要把模型拆分到 {count} 台互联的电脑上，推理引擎需选 vLLM 或 TensorRT-LLM。</translation>
    </message>
    <message>
        <source>This computer comes with its own operating system and runs only {runs}, not {os}.</source>
        <translation>这台电脑自带操作系统，只能运行 {runs}，不能运行 {os}。</translation>
    </message>
    <message>
        <source>A complete desktop computer with its own power supply, not a part for a rack server.</source>
        <translation>这是一台自带电源的完整台式电脑，不是装进机架服务器的部件。</translation>
    </message>
    <message>
        <source>{form} GPUs come only in Linux servers: the NVLink switches on their board are set up by NVIDIA Fabric Manager, which exists for Linux alone, and CUDA waits for it.</source>
        <translation>{form} GPU 只装在 Linux 服务器中出售：其主板上的 NVLink 交换芯片由 NVIDIA Fabric Manager 初始化，而它只有 Linux 版本，CUDA 要等它完成才能使用这些 GPU。</translation>
    </message>
    <message>
        <source>vLLM does not find Radeon cards under WSL2: it looks for them with amd-smi, which works there only in an experimental build. Choose Linux, or llama.cpp (LM Studio, Ollama) as the software.</source>
        <translation>vLLM 在 WSL2 下找不到 Radeon 显卡：它通过 amd-smi 查找显卡，而 amd-smi 在 WSL2 中只有实验版本可用。请选择 Linux，或把软件改为 llama.cpp（LM Studio、Ollama）。</translation>
    </message>
    <message>
        <source>llama.cpp, and the chat apps built on it (LM Studio, Ollama), have no backend for Intel Gaudi: it runs models through vLLM or Transformers (Optimum Habana). Name one of those as the software to consider it.</source>
        <translation>llama.cpp 以及基于它的聊天软件（LM Studio、Ollama）不支持 Intel Gaudi：Gaudi 通过 vLLM 或 Transformers（Optimum Habana）运行模型。若要考虑它，请把运行软件改为其中之一。</translation>
    </message>
    <message>
        <source>TensorRT-LLM does not run on this card: it is NVIDIA&apos;s software for its own GPUs of compute capability {min_cc} or newer (Ampere and later).</source>
        <translation>TensorRT-LLM 无法在这张卡上运行：它是 NVIDIA 为自家计算能力 {min_cc} 或更新（Ampere 及以后架构）的 GPU 开发的软件。</translation>
    </message>
    <message>
        <source>vLLM does not run on this card: it needs an NVIDIA GPU of compute capability {min_cc} or newer, an AMD GPU on its list (Instinct MI200 and newer, Radeon RX 7900/7800, RX 9000, Ryzen AI Max) or an Intel GPU.</source>
        <translation>vLLM 不支持这张卡：它需要计算能力 {min_cc} 或更新的 NVIDIA GPU、其支持列表中的 AMD GPU（Instinct MI200 及更新、Radeon RX 7900/7800、RX 9000、Ryzen AI Max）或 Intel GPU。</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit library (bitsandbytes) runs on Radeon cards through ROCm on Linux; its Windows builds for Radeon are new (2026) and not covered here, and ROCm in WSL2 does not take this card: choose Linux as the operating system, or another card.</source>
        <translation>QLoRA 的 4 位库（bitsandbytes）可以在 Linux 上通过 ROCm 使用 Radeon 卡；它面向 Radeon 的 Windows 版本是 2026 年才推出的，这里没有覆盖，而 WSL2 中的 ROCm 不支持这张卡：请把操作系统选为 Linux，或者换一张卡。</translation>
    </message>
    <message>
        <source>{renderer} does not render on {vendor} cards.</source>
        <translation>{renderer} 不支持在 {vendor} 显卡上渲染。</translation>
    </message>
    <message>
        <source>The most this answer takes is {limit}.</source>
        <translation>这一项最大只能填 {limit}。</translation>
    </message>
    <message>
        <source>This answer must be less than {limit}.</source>
        <translation>这一项必须小于 {limit}。</translation>
    </message>
    <message>
        <source>The least this answer takes is {limit}.</source>
        <translation>这一项最小只能填 {limit}。</translation>
    </message>
    <message>
        <source>This answer must be more than {limit}.</source>
        <translation>这一项必须大于 {limit}。</translation>
    </message>
    <message>
        <source>&apos;{got}&apos; is in {written}, but your answers are in {currency}: choose {written} as the budget&apos;s currency, or write the amount in {currency}.</source>
        <translation>“{got}”用的是 {written}，而您的答案以 {currency} 计：请把预算货币选为 {written}，或按 {currency} 填写金额。</translation>
    </message>
    <message>
        <source>&apos;{got}&apos; can be read two ways, with the dot as a decimal point or between thousands: write thousands without the dot or with commas, such as 15000 or 15,000.</source>
        <translation>“{got}”有两种读法：点号可能是小数点，也可能是千位分隔符。表示几千几万时请不要用点号，或用逗号分隔，例如 15000 或 15,000。</translation>
    </message>
    <message>
        <source>Enter a number here, such as 7, 0.15 or 15,000; &apos;{got}&apos; cannot be read as one.</source>
        <translation>这里请填数字，例如 7、0.15 或 15,000；“{got}”不是数字。</translation>
    </message>
    <message>
        <source>Room for up to about {tokens} tokens of context per sequence (you chose {context}).</source>
        <translation>显存可容纳每条序列最多约 {tokens} token 的上下文（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source>Room for the model&apos;s whole context of {tokens} tokens per sequence (you chose {context}).</source>
        <translation>显存可容纳模型的全部上下文，每条序列 {tokens} token（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source>Room for training sequences of up to about {tokens} tokens (you chose {context}).</source>
        <translation>显存可容纳最长约 {tokens} token 的训练序列（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source>Room for training sequences of the model&apos;s whole context, {tokens} tokens (you chose {context}).</source>
        <translation>显存可容纳长达模型全部上下文（{tokens} token）的训练序列（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source>Within budget: the GPUs cost {price} of {budget}.</source>
        <translation>在预算之内：显卡共 {price}（预算 {budget}）。</translation>
    </message>
    <message>
        <source>Your {have} W power supply covers it: it needs {need} W, and {size} W is the smallest common size that does.</source>
        <translation>您的 {have} W 电源足够：需要 {need} W，满足这一需求的最小常见规格是 {size} W。</translation>
    </message>
    <message>
        <source>As fast as #{rank}, the fastest option that meets every requirement.</source>
        <translation>与第 {rank} 名一样快，都是满足全部要求的选项中速度最快的。</translation>
    </message>
    <message>
        <source>Meets every requirement with {count} cards, but scores {score} against {last} for the last pick on the shortlist: {speed}% of the top pick&apos;s speed at {cost}% of its price.</source>
        <translation>用 {count} 张卡可满足全部要求，但评分为 {score}，低于推荐清单最后一项的 {last}：速度为首选方案的 {speed}%，价格为首选方案的 {cost}%。</translation>
    </message>
    <message>
        <source>Meets every requirement with {count} cards, but scores {score} against {last} for the last pick on the shortlist, at {speed}% of the top pick&apos;s speed.</source>
        <translation>用 {count} 张卡可满足全部要求，但评分为 {score}，低于推荐清单最后一项的 {last}；速度为首选方案的 {speed}%。</translation>
    </message>
    <message>
        <source>Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). Longer inputs or bigger batches may run out of memory.</source>
        <translation>显存偏紧：余量只有 {headroom}%（需要 {need} GiB，可用 {have} GiB）。更长的输入或更大的批大小可能导致显存不足（OOM）。</translation>
    </message>
    <message>
        <source>AMD on Windows: PyTorch&apos;s ROCm builds are Linux-only; on Windows only AMD&apos;s preview PyTorch and llama.cpp/LM Studio (Vulkan) work. Plan for Linux if you can.</source>
        <translation>Windows 上的 AMD 显卡：PyTorch 的 ROCm 版本只支持 Linux；Windows 上只能用 AMD 的预览版 PyTorch 和 llama.cpp/LM Studio（Vulkan）。条件允许的话，建议使用 Linux。</translation>
    </message>
    <message>
        <source>AMD does not list this card ({gfx}) for ROCm on Linux, but PyTorch&apos;s ROCm builds include code for it: PyTorch-based tools run on it without AMD&apos;s testing, and some libraries may lack it.</source>
        <translation>AMD 没有把这张卡（{gfx}）列入 Linux 上的 ROCm 支持列表，但 PyTorch 的 ROCm 版本包含它的代码：基于 PyTorch 的工具可以在它上面运行，只是未经 AMD 测试，有些库可能不支持它。</translation>
    </message>
    <message>
        <source>AMD ROCm does not support this card ({gfx}) on Linux: llama.cpp runs it through its Vulkan backend instead, with no ROCm needed. PyTorch-based tools (transformers, vLLM, fine-tuning) will not use it.</source>
        <translation>AMD ROCm 在 Linux 上不支持这张卡（{gfx}）：llama.cpp 改用其 Vulkan 后端运行它，无需 ROCm。基于 PyTorch 的工具（transformers、vLLM、微调）无法使用这张卡。</translation>
    </message>
    <message>
        <source>AMD on Windows: llama.cpp and the apps built on it (LM Studio) run this card, through Vulkan or AMD&apos;s HIP SDK. PyTorch-based tools (transformers, vLLM, fine-tuning) need Linux or AMD&apos;s preview PyTorch.</source>
        <translation>Windows 上的 AMD 显卡：llama.cpp 及基于它的应用（LM Studio）可以通过 Vulkan 或 AMD 的 HIP SDK 使用这张卡。基于 PyTorch 的工具（transformers、vLLM、微调）需要 Linux 或 AMD 的预览版 PyTorch。</translation>
    </message>
    <message>
        <source>AMD under WSL2 works only for some cards and with a recent Adrenalin driver; rocm-smi and some tools do not work there.</source>
        <translation>WSL2 下的 AMD 显卡只支持部分型号，并且需要较新的 Adrenalin 驱动；rocm-smi 和部分工具在 WSL2 中无法使用。</translation>
    </message>
    <message>
        <source>Intel Arc runs GPU code through oneAPI (Blender&apos;s Cycles supports it); fewer renderers and simulation codes support it than NVIDIA CUDA.</source>
        <translation>Intel Arc 通过 oneAPI 运行 GPU 程序（Blender 的 Cycles 支持它）；支持它的渲染器和仿真程序比 NVIDIA CUDA 少。</translation>
    </message>
    <message>
        <source>{renderer} lists {vendor} cards only for some versions and operating systems: check its system requirements for yours before buying.</source>
        <translation>{renderer} 只在部分版本和操作系统上支持 {vendor} 显卡：购买前请查看它对您所用版本和系统的要求。</translation>
    </message>
    <message>
        <source>Check your renderer before buying: Blender (Cycles) and V-Ray GPU render on AMD Radeon cards, but OctaneRender, Arnold GPU, KeyShot&apos;s GPU mode and Houdini&apos;s Karma XPU render on NVIDIA cards only.</source>
        <translation>购买前请确认您的渲染器：Blender（Cycles）和 V-Ray GPU 能在 AMD Radeon 显卡上渲染，但 OctaneRender、Arnold GPU、KeyShot 的 GPU 模式和 Houdini 的 Karma XPU 只支持 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>Check your renderer before buying: Blender (Cycles) renders on Intel Arc through oneAPI, but V-Ray GPU, OctaneRender, Arnold GPU, KeyShot&apos;s GPU mode and Houdini&apos;s Karma XPU do not support Intel GPUs.</source>
        <translation>购买前请确认您的渲染器：Blender（Cycles）可通过 oneAPI 在 Intel Arc 上渲染，但 V-Ray GPU、OctaneRender、Arnold GPU、KeyShot 的 GPU 模式和 Houdini 的 Karma XPU 都不支持 Intel 显卡。</translation>
    </message>
    <message>
        <source>Intel Arc trains with PyTorch&apos;s XPU build, and no published measurement of training on Arc backs this speed: it is scaled from AMD Radeon&apos;s, and PyTorch kernels that need double precision fail on Arc. Try your training recipe on one card before buying more, or choose an NVIDIA card.</source>
        <translation>Intel Arc 通过 PyTorch 的 XPU 版本训练，这个速度没有任何公开的 Arc 训练实测数据支撑：它是按 AMD Radeon 的数据推算的；而且需要双精度的 PyTorch 内核在 Arc 上会失败。多买之前请先用一张卡试跑您的训练流程，或者选择 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>Intel Arc uses PyTorch&apos;s XPU build and oneAPI; fewer AI tools support it than NVIDIA CUDA.</source>
        <translation>Intel Arc 使用 PyTorch 的 XPU 版本和 oneAPI；支持它的 AI 工具比 NVIDIA CUDA 少。</translation>
    </message>
    <message>
        <source>Intel Gaudi needs Intel&apos;s own software stack and containers; it is not a CUDA device.</source>
        <translation>Intel Gaudi 需要 Intel 自己的软件栈和容器；它不是 CUDA 设备。</translation>
    </message>
    <message>
        <source>WSL2: install only the Windows NVIDIA driver (never a Linux driver inside WSL); nvidia-smi shows less; pinned memory and multi-GPU are limited.</source>
        <translation>WSL2：只安装 Windows 版 NVIDIA 驱动（切勿在 WSL 内安装 Linux 驱动）；nvidia-smi 显示的信息较少；锁页内存和多卡功能受限。</translation>
    </message>
    <message>
        <source>New architecture (sm_{cc}): needs driver {driver} or newer, CUDA 12.8+ and PyTorch {pytorch}+ with a cu128 or newer wheel; older software fails with &apos;sm_120 is not compatible&apos;.</source>
        <translation>新架构（sm_{cc}）：需要 {driver} 或更新的驱动、CUDA 12.8+ 以及 PyTorch {pytorch}+（cu128 或更新的 wheel）；旧版软件会报错“sm_120 is not compatible”。</translation>
    </message>
    <message>
        <source>vLLM, the server software these figures assume, does not find Radeon cards under WSL2 (it looks for them with amd-smi, which works there only in an experimental build): this card is sized and timed as Transformers runs the model, {need} GiB per GPU, and serves several users far more slowly. On Linux vLLM runs on it.</source>
        <translation>本估算所依据的服务器软件 vLLM 在 WSL2 下找不到 Radeon 显卡（它通过 amd-smi 查找显卡，而 amd-smi 在 WSL2 中只有实验版本可用）：这张卡按 Transformers 运行该模型的方式估算显存和速度，每块 GPU 需要 {need} GiB，同时服务多位用户时要慢得多。在 Linux 上 vLLM 可以在这张卡上运行。</translation>
    </message>
    <message>
        <source>vLLM, the server software these figures assume, does not run on this card (it needs NVIDIA compute capability 7.0 or newer, or an AMD GPU on its list): this card is sized and timed as Transformers runs the model, {need} GiB per GPU, and serves several users far more slowly.</source>
        <translation>本估算所依据的服务器软件 vLLM 不支持这张卡（它需要计算能力 7.0 或更新的 NVIDIA GPU，或其支持列表中的 AMD GPU）：这张卡按 Transformers 运行该模型的方式估算显存和速度，每块 GPU 需要 {need} GiB，同时服务多位用户时要慢得多。</translation>
    </message>
    <message>
        <source>Hugging Face transformers keeps the model&apos;s MXFP4 weights only on NVIDIA GPUs of compute capability 7.5 or newer; on this card it widens them to 16 bits, so it needs {need} GiB per GPU instead of {native} GiB. llama.cpp keeps MXFP4 on this card: choose it as the software to size the card that way.</source>
        <translation>Hugging Face transformers 只在计算能力 7.5 及以上的 NVIDIA GPU 上保留模型的 MXFP4 权重；在这张卡上它会把权重扩展为 16 位，因此每张 GPU 需要 {need} GiB，而不是 {native} GiB。llama.cpp 在这张卡上可保留 MXFP4：把运行软件选为 llama.cpp，即按 MXFP4 估算这张卡。</translation>
    </message>
    <message>
        <source>No FP8 tensor cores (compute capability {cc}): the FP8 weights run weight-only (16-bit maths, vLLM&apos;s FP8 Marlin kernels), so the memory is as estimated but prompts are processed at 16-bit speed. Check that your engine supports this for your model.</source>
        <translation>没有 FP8 张量核心（计算能力 {cc}）：FP8 权重以仅权重方式运行（16 位计算，vLLM 的 FP8 Marlin 内核），显存与估算一致，但提示词处理只有 16 位的速度。请确认所用引擎对该模型支持这种方式。</translation>
    </message>
    <message>
        <source>New architecture (sm_{cc}): needs driver {driver} or newer and a llama.cpp build, or an app version (LM Studio, Ollama), made with CUDA 12.8 or newer; older builds fail with &apos;no kernel image is available for execution on the device&apos;.</source>
        <translation>新架构（sm_{cc}）：需要 {driver} 或更新的驱动，以及用 CUDA 12.8 或更新版本编译的 llama.cpp（或相应版本的 LM Studio、Ollama）；旧版本会报错“no kernel image is available for execution on the device”。</translation>
    </message>
    <message>
        <source>New architecture (sm_{cc}): needs driver {driver} or newer and software built with CUDA 12.8 or newer. Older GPU builds that carry no PTX cannot run on it: use a release of your renderer or simulation code that supports Blackwell (RTX 50, RTX PRO Blackwell).</source>
        <translation>新架构（sm_{cc}）：需要 {driver} 或更新的驱动，以及用 CUDA 12.8 或更新版本编译的软件。不含 PTX 的旧版 GPU 程序无法在这张卡上运行：请使用支持 Blackwell（RTX 50 系、RTX PRO Blackwell）的渲染器或仿真程序版本。</translation>
    </message>
    <message>
        <source>Blackwell datacenter GPU (compute capability {cc}): needs software built with CUDA 12.8 or newer, or carrying PTX that the driver can compile for it.</source>
        <translation>Blackwell 数据中心 GPU（计算能力 {cc}）：需要用 CUDA 12.8 或更新版本编译的软件，或带有可由驱动为它编译的 PTX 的软件。</translation>
    </message>
    <message>
        <source>Blackwell datacenter GPU (compute capability {cc}): needs CUDA 12.8+ and PyTorch {pytorch}+.</source>
        <translation>Blackwell 数据中心 GPU（计算能力 {cc}）：需要 CUDA 12.8+ 和 PyTorch {pytorch}+。</translation>
    </message>
    <message>
        <source>{arch} (compute capability {cc}) is dropped by CUDA 13, and the R580 driver branch is the last to support it: software built with CUDA 13 or newer cannot run on it.</source>
        <translation>{arch}（计算能力 {cc}）已被 CUDA 13 放弃支持，R580 是最后一个支持它的驱动分支：用 CUDA 13 或更新版本编译的软件无法在它上面运行。</translation>
    </message>
    <message>
        <source>{arch} (compute capability {cc}) is dropped by CUDA 13 and by PyTorch&apos;s newer wheels: only the {variant} builds still support it, and PyTorch 2.15 removes it.</source>
        <translation>{arch}（计算能力 {cc}）已被 CUDA 13 和 PyTorch 较新的 wheel 放弃支持：只有 {variant} 版本仍支持，PyTorch 2.15 将彻底移除。</translation>
    </message>
    <message>
        <source>Datacenter cards run in TCC mode on Windows: no display output, and some Windows tools do not see them.</source>
        <translation>数据中心卡在 Windows 上以 TCC 模式运行：没有显示输出，部分 Windows 工具也识别不到。</translation>
    </message>
    <message>
        <source>16-pin 12VHPWR/12V-2x6 power connector ({watts} W): push it in fully (no gap), keep the cable straight for 35 mm before any bend, use a native ATX 3.1 cable, avoid angled adapters.</source>
        <translation>16 针 12VHPWR/12V-2x6 供电接口（{watts} W）：务必插到底（不留缝隙），线缆在弯折前保持 35 mm 直线，使用原生 ATX 3.1 线材，避免使用直角转接头。</translation>
    </message>
    <message>
        <source>16-pin 12V-2x6 power connector ({watts} W): use the server vendor&apos;s GPU power cable made for this card, push it in fully (no gap) and keep it straight for 35 mm before any bend.</source>
        <translation>16 针 12V-2x6 供电接口（{watts} W）：请使用服务器厂商为这张卡配的 GPU 供电线，完全插到底（不留缝隙），接口后 35 mm 内不要弯折。</translation>
    </message>
    <message>
        <source>The server&apos;s power supplies must deliver at least {need} W for these GPUs and the rest of the machine; check the server vendor&apos;s power configuration for this many GPUs, with redundant supplies.</source>
        <translation>服务器的电源需为这些 GPU 和整机其余部分提供至少 {need} W；请按这个 GPU 数量核对服务器厂商的电源配置，并配置冗余电源。</translation>
    </message>
    <message>
        <source>Use a quality power supply of at least {need} W (ATX 3.x recommended for its tolerance of power spikes).</source>
        <translation>请使用至少 {need} W 的优质电源（推荐 ATX 3.x，能更好地承受瞬时功耗尖峰）。</translation>
    </message>
    <message>
        <source>These cards and the rest of the machine need a {need} W supply, more than any single desktop power supply gives (the largest ATX units give about 3,000 W, and only from a 230 V outlet). Use two supplies joined by an add-on board, a workstation chassis with server power supplies, or fewer cards; capping each card&apos;s power (nvidia-smi -pl) lowers the need at some cost in speed.</source>
        <translation>这些显卡加上整机其余部分需要 {need} W 的电源，超过了任何单个台式机电源的功率（最大的 ATX 电源约为 3,000 W，而且只能接 230 V 插座）。请使用两个通过同步板连接的电源、配服务器电源的工作站机箱，或减少显卡数量；限制每张卡的功耗（nvidia-smi -pl）也能降低所需功率，但速度会有所下降。</translation>
    </message>
    <message>
        <source>Through the card&apos;s adapter ({count} × 16-pin): each adapter takes {per_adapter} of your PCIe 8-pin plugs, since your power supply has no native 16-pin plug left for it. Use a separate cable for each plug, not the two ends of one split cable.</source>
        <translation>通过显卡自带的转接线供电（{count} × 16-pin）：您的电源没有多余的原生 16-pin 插头，每根转接线要占用 {per_adapter} 个 PCIe 8-pin 插头。每个插头请用单独的一根线，不要用一根线分出的两个插头。</translation>
    </message>
    <message>
        <source>This card takes an 8-pin CPU (EPS) power plug, not a PCIe one: the power supply needs a spare EPS plug for each card ({count} in all) besides the one the motherboard uses, or the adapter made for this card.</source>
        <translation>这张卡用的是 8-pin CPU（EPS）供电插头，不是 PCIe 插头：电源需要为每张卡（共 {count} 张）准备一个空闲的 EPS 插头（主板自己用的那个除外），或使用这张卡专用的转接线。</translation>
    </message>
    <message>
        <source>This card takes an 8-pin CPU (EPS) power plug, not a PCIe one, so the PCIe plugs you counted do not cover it: check that your power supply has a spare EPS plug for each card ({count} in all), besides the one the motherboard uses.</source>
        <translation>这张卡使用 8-pin CPU（EPS）供电插头，而不是 PCIe 插头，所以您填写的 PCIe 插头数量不包括它：请确认电源除了主板占用的那个之外，每张卡还有一个空闲的 EPS 插头（共 {count} 个）。</translation>
    </message>
    <message>
        <source>Passively cooled card: it has no fan and needs strong server airflow.</source>
        <translation>被动散热卡：自身没有风扇，需要强劲的服务器风道。</translation>
    </message>
    <message>
        <source>{watts} W of GPU power is loud under sustained load; for a quiet office prefer cards under {quiet} W, or set a lower power limit.</source>
        <translation>{watts} W 的 GPU 功耗在持续满载时噪音很大；安静的办公室建议选择 {quiet} W 以下的显卡，或调低功耗上限。</translation>
    </message>
    <message>
        <source>{count} cards of {slots} slots each: check the motherboard&apos;s slot spacing and the case; the cards will run hot side by side.</source>
        <translation>{count} 张各占 {slots} 个槽位的卡：请检查主板插槽间距和机箱空间；多卡紧挨着会很热。</translation>
    </message>
    <message>
        <source>{count} cards need a workstation platform: a usual desktop processor has 16 PCIe lanes for graphics cards (x8 each for two), so a third card runs at x4 or less through the chipset and slows every exchange between the cards. A Threadripper or Xeon W board gives each card x16; check the lanes of the board&apos;s slots before buying.</source>
        <translation>{count} 张卡需要工作站平台：普通台式机处理器只给显卡 16 条 PCIe 通道（两张卡各 x8），第三张卡只能经芯片组以 x4 或更低速率运行，拖慢卡与卡之间的每次数据交换。Threadripper 或 Xeon W 主板能给每张卡 x16；购买前请核对主板各插槽的通道数。</translation>
    </message>
    <message>
        <source>{count} open-air cards next to each other heat each other; blower or well-spaced cards run cooler.</source>
        <translation>{count} 张开放式散热的卡挨在一起会互相加热；涡轮散热卡或拉开间距的卡温度更低。</translation>
    </message>
    <message>
        <source>An open-air card in a rack server: its fans blow into the case, against the server&apos;s front-to-back airflow, and side by side such cards overheat. Servers take blower (&apos;turbo&apos;) or passively cooled versions: ask the server vendor for one of this card.</source>
        <translation>机架服务器里的开放式散热卡：它的风扇把热风吹进机箱，与服务器从前到后的风道相冲突，多张并排时会过热。服务器应使用涡轮（“turbo”）散热或被动散热的版本：请向服务器厂商询问这张卡的此类版本。</translation>
    </message>
    <message>
        <source>{count} computers linked through their ConnectX-7 network ports (200 Gb/s Ethernet, not NVLink): the model is split across them, each needs its own outlet, and the link needs one of NVIDIA&apos;s approved QSFP cables. The speed is estimated as for cards without NVLink (approximate).</source>
        <translation>{count} 台电脑通过 ConnectX-7 网口互联（200 Gb/s 以太网，不是 NVLink）：模型拆分到各台上运行；每台需要单独的电源插座，互联需要 NVIDIA 认可的 QSFP 线缆。速度按无 NVLink 的多卡估算（近似值）。</translation>
    </message>
    <message>
        <source>llama.cpp splits a model over {count} computers only through its RPC backend, which its authors call a fragile, insecure proof of concept. NVIDIA&apos;s guides for linked computers use vLLM or TensorRT-LLM: consider them as the engine.</source>
        <translation>llama.cpp 只能通过其 RPC 后端把模型拆分到 {count} 台电脑上，而其作者称该后端是脆弱、不安全的概念验证。NVIDIA 的多机互联指南使用 vLLM 或 TensorRT-LLM：建议改用它们作为推理引擎。</translation>
    </message>
    <message>
        <source>On Windows, PyTorch has no NCCL, so the {count} cards cannot train side by side: they hold the model&apos;s layers (Hugging Face device_map) and work one after the other, no faster than one card. Linux trains them in parallel.</source>
        <translation>Windows 上的 PyTorch 没有 NCCL，{count} 张卡无法并行训练：它们分担模型的各层（Hugging Face device_map），轮流工作，速度不比一张卡快。Linux 上可以并行训练。</translation>
    </message>
    <message>
        <source>No NVLink: the {count} cards talk over PCIe, so splitting one model across them is much slower than on NVLink cards.</source>
        <translation>没有 NVLink：{count} 张卡之间通过 PCIe 通信，把一个模型拆分到多卡上会比 NVLink 卡慢得多。</translation>
    </message>
    <message>
        <source>NVLink bridges join these cards {linked} at a time: with {count}, the groups talk to each other over PCIe, so splitting one model across all of them runs at PCIe speed, as on cards without NVLink.</source>
        <translation>NVLink 桥接器每次只能连接 {linked} 张这种卡：用 {count} 张时，各组之间通过 PCIe 通信，把一个模型拆分到所有卡上只能达到 PCIe 的速度，和没有 NVLink 的卡一样。</translation>
    </message>
    <message>
        <source>Weak double precision: {fp64} TFLOPS FP64 against {fp32} TFLOPS FP32 (1:{ratio}). Fine for FP32 codes, slow for FP64 science.</source>
        <translation>双精度算力弱：FP64 {fp64} TFLOPS，FP32 {fp32} TFLOPS（1:{ratio}）。适合 FP32 程序，跑 FP64 科学计算会很慢。</translation>
    </message>
    <message>
        <source>Its listed {listed} TFLOPS FP32 count RDNA&apos;s dual issue, which simulation codes&apos; fused multiply-adds cannot use: the estimate takes the single-issue {used} TFLOPS.</source>
        <translation>它标称的 {listed} TFLOPS FP32 算力计入了 RDNA 的双发射，而仿真程序大量使用的融合乘加（FMA）用不上双发射：估算按单发射的 {used} TFLOPS 计算。</translation>
    </message>
    <message>
        <source>No ECC memory: long scientific runs cannot detect or correct memory bit errors.</source>
        <translation>没有 ECC 显存：长时间的科学计算无法检测或纠正显存位错误。</translation>
    </message>
    <message>
        <source>No ray-tracing cores: renderers run much slower than on an RTX card.</source>
        <translation>没有光线追踪核心：渲染器运行速度远慢于 RTX 显卡。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s GeForce driver licence does not allow datacenter deployment; use workstation or datacenter cards in a server room.</source>
        <translation>NVIDIA GeForce 驱动的许可协议不允许在数据中心部署；机房里请使用工作站卡或数据中心卡。</translation>
    </message>
    <message>
        <source>Windows&apos; &apos;shared GPU memory&apos; is ordinary RAM: when the model spills into it, speed drops many times. Only dedicated VRAM counts.</source>
        <translation>Windows 的“共享 GPU 内存”其实是普通内存：模型一旦溢出到那里，速度会下降好几倍。只有专用显存才算数。</translation>
    </message>
    <message>
        <source>The {gb} GB are shared between CPU and GPU; the operating system takes part of it.</source>
        <translation>这 {gb} GB 由 CPU 和 GPU 共享，操作系统也会占用一部分。</translation>
    </message>
    <message>
        <source>No BF16 on this card (compute capability {cc}): train in FP16 with loss scaling (fp16=True rather than bf16=True in Transformers), which some newer models train poorly in, and without FlashAttention 2, which needs an Ampere or newer card: long sequences take more memory and time.</source>
        <translation>这张卡不支持 BF16（计算能力 {cc}）：只能用 FP16 加损失缩放训练（在 Transformers 中设 fp16=True 而不是 bf16=True），一些较新的模型用 FP16 训练效果不佳；也无法使用 FlashAttention 2（需要 Ampere 或更新的显卡），长序列会占用更多显存和时间。</translation>
    </message>
    <message>
        <source>A Jetson is a module for robots and edge devices, not for training: it runs NVIDIA&apos;s JetPack builds of PyTorch on an Arm processor, which fine-tuning libraries (bitsandbytes, Unsloth, FlashAttention) support late or not at all, and its training speed here is an unmeasured estimate from its rated tensor rate. For fine-tuning, a graphics card or a DGX Spark is the usual choice.</source>
        <translation>Jetson 是用于机器人和边缘设备的模组，并非为训练而设计：它运行 NVIDIA JetPack 版的 PyTorch，处理器为 Arm 架构，微调库（bitsandbytes、Unsloth、FlashAttention）对它的支持来得晚甚至没有；这里的训练速度只是根据其标称张量算力得出的未经实测的估算。做微调，通常选择显卡或 DGX Spark。</translation>
    </message>
    <message>
        <source>A complete small computer, not a card: the price includes the processor, memory, storage and power supply, and it does not go into your PC. Its speed comes from one shared memory pool, slower than a graphics card&apos;s own memory.</source>
        <translation>这是一台完整的小型电脑，不是显卡：价格包含处理器、内存、存储和电源，它不装进您现有的电脑。它的速度取决于一块共享内存，比显卡自带的显存慢。</translation>
    </message>
    <message>
        <source>How much of the memory the GPU may use is a setting: about half by default on Linux, the Variable Graphics Memory size (up to {cap} GB) on Windows. The next steps say how to raise it.</source>
        <translation>GPU 能用多少内存是一个设置：Linux 默认约一半，Windows 上是“可变显存”的大小（最多 {cap} GB）。“下一步”说明如何调高。</translation>
    </message>
    <message>
        <source>Arm (aarch64) processor: check that every program you need has an Arm64 Linux build. NVIDIA&apos;s drivers, CUDA, containers and PyTorch&apos;s wheels do; many x86-only tools and older Python packages do not.</source>
        <translation>Arm（aarch64）处理器：请确认您需要的每个程序都有 Arm64 Linux 版本。NVIDIA 驱动、CUDA、容器和 PyTorch 的 wheel 都有；很多只支持 x86 的工具和较旧的 Python 包没有。</translation>
    </message>
    <message>
        <source>Arm (aarch64) processor: your renderer or simulation code needs an Arm64 Linux build with CUDA; many commercial applications ship for x86-64 only. Check before buying.</source>
        <translation>Arm（aarch64）处理器：您的渲染器或仿真程序需要支持 CUDA 的 Arm64 Linux 版本；很多商业软件只发布 x86-64 版本。购买前请先确认。</translation>
    </message>
    <message>
        <source>Replaced in {since} by a {other} GB version sold at the same price under nearly the same name: shops may hand over either. Make sure the box and the invoice say {have} GB.</source>
        <translation>{since} 起已被 {other} GB 的新版本取代，新版本价格相同、名称几乎一样：商家可能发任何一种。请确认包装盒和发票上写的是 {have} GB。</translation>
    </message>
    <message>
        <source>Sold only in mainland China (a version made for the US export rules): elsewhere it cannot be bought new. Outside China, choose another card.</source>
        <translation>只在中国大陆销售（为符合美国出口管制而推出的版本）：在其他地区买不到新卡。如果您不在中国大陆购买，请选择其他显卡。</translation>
    </message>
    <message>
        <source>US export rules (October 2023) made this card licence-required, and new supply to China stopped in November 2023: what is sold now is old stock or used. Buy only with the supplier&apos;s written word on where the card comes from and on its warranty.</source>
        <translation>美国出口管制规则（2023 年 10 月）要求这张卡出口须获许可，对华新货已于 2023 年 11 月停止供应：现在市面上的是库存或二手货。请让供应商书面确认货源和保修后再购买。</translation>
    </message>
    <message>
        <source>This card&apos;s export status has changed more than once (a US licence requirement in April 2025, licences reported again from July 2025, Chinese regulators then discouraging purchases): confirm with the supplier that it can be delivered, with warranty, before you order.</source>
        <translation>这张卡的出口状态已多次变化（2025 年 4 月美国要求出口许可，据报道 7 月起又恢复发放许可，随后国内监管部门不鼓励采购）：下单前请向供应商确认能否供货并提供保修。</translation>
    </message>
    <message>
        <source>No public list price: ask vendors for a quote.</source>
        <translation>没有公开标价：请向经销商询价。</translation>
    </message>
    <message>
        <source>The price used is this card&apos;s launch price from {year}. A card this old is now sold mostly as old stock or used, at a different price: ask a shop for a quote and enter it, and it replaces the launch price.</source>
        <translation>这里用的是该卡 {year} 年的首发价。这么老的卡如今多以库存新品或二手出售，价格已不同：请向商家询价并填入报价，它会替代首发价。</translation>
    </message>
    <message>
        <source>Custom {billions}B model</source>
        <translation>自定义 {billions}B 模型</translation>
    </message>
    <message>
        <source>Rendering runs on Windows itself, not in WSL2: Blender and the other renderers are Windows programs that use every vendor&apos;s GPU there, while WSL2 reaches only some cards. The shortlist and the steps are for Windows.</source>
        <translation>渲染直接在 Windows 上运行，而不是在 WSL2 中：Blender 和其他渲染器都是 Windows 程序，在 Windows 上能使用各家厂商的 GPU，而 WSL2 只能用上部分显卡。推荐清单和后续步骤都按 Windows 给出。</translation>
    </message>
    <message>
        <source>TensorRT-LLM does not run on native Windows any more (its Windows support ended with version 0.18; it needs Linux): the shortlist and the steps are for running it in WSL2 (Linux inside Windows) on this PC, in NVIDIA&apos;s container, which NVIDIA does not list as supported there. Choose Linux for a machine that runs Linux itself, or llama.cpp (LM Studio, Ollama) as the software to stay on Windows.</source>
        <translation>TensorRT-LLM 已不再支持原生 Windows（其 Windows 支持在 0.18 版终止，需要 Linux）：推荐清单和后续步骤按在这台电脑的 WSL2（Windows 中的 Linux）里运行来规划，使用 NVIDIA 的容器，但 NVIDIA 并未将 WSL2 列为受支持的平台。如果机器本身运行 Linux，请选择 Linux；若想留在 Windows，请把运行软件选为 llama.cpp（LM Studio、Ollama）。</translation>
    </message>
    <message>
        <source>{engine} has no {chosen} KV cache, so the cache is sized as {used}, the nearest format it stores.</source>
        <translation>{engine} 没有 {chosen} 格式的 KV 缓存，因此按它支持的最接近格式 {used} 计算缓存大小。</translation>
    </message>
    <message>
        <source>These answers are not used for this work: {fields}.</source>
        <translation>以下回答对这项工作不起作用：{fields}。</translation>
    </message>
    <message>
        <source>Slow for a chat: about {speed} tokens/s for each user, slower than people read (about {reading} tokens/s, some 240 words a minute), so answers appear word by word. Fine for jobs nobody watches; for a chat, look at more cards, a smaller format or a smaller model.</source>
        <translation>用于对话偏慢：每位用户约 {speed} token/s，比人的阅读速度（约 {reading} token/s，相当于中文每分钟约 400 字）还慢，回答会一个字一个字地往外蹦。无人值守的批处理任务不受影响；若用于对话，可考虑多卡、更小的格式或更小的模型。</translation>
    </message>
    <message>
        <source>Sized for a chat app serving {users} people at once: on Windows, where vLLM (the usual server software) does not run, the model is taken to run in LM Studio or Ollama (llama.cpp) as an 8-bit GGUF file, {precision}, with each person&apos;s conversation in memory. They answer fewer at a time unless told (LM Studio {chat_users}, Ollama 1): the next steps say how to raise it. For a busier server, vLLM on Linux or WSL2 serves more people on the same card; name the software as the engine, or choose a format, to size it otherwise.</source>
        <translation>按聊天软件同时为 {users} 人服务估算：Windows 上无法运行 vLLM（常用的服务器软件），因此按在 LM Studio 或 Ollama（llama.cpp）中运行 8 位 GGUF 文件（{precision}）估算，显存中为每个人的对话都留出了位置。这两款软件默认只同时回答较少的人（LM Studio {chat_users} 人，Ollama 1 人），其余的人需要排队：后续步骤说明如何调高。如果使用人数更多，在 Linux 或 WSL2 上用 vLLM，同一张卡能服务更多人；如果要按其他方式估算，请在“运行软件”中选择软件，或选择一种格式。</translation>
    </message>
    <message>
        <source>{users} people at once is a server&apos;s load, not a chat app&apos;s: LM Studio and Ollama keep every person&apos;s whole context in memory and slow down together. vLLM serves this many with less memory per person and more speed, on Linux or in WSL2 on this PC: answer Linux or WSL2 to size it so.</source>
        <translation>同时 {users} 人使用，是服务器的负载，不是聊天软件的：LM Studio 和 Ollama 会把每个人的完整上下文都放在显存里，人一多就一起变慢。vLLM 服务这么多人时每人占用的显存更少、速度更快，可在 Linux 上或这台电脑的 WSL2 中运行：把操作系统选为 Linux 或 WSL2，即可按它估算。</translation>
    </message>
    <message>
        <source>Sized for a server: {users} users at once is more than a chat app serves by default (LM Studio answers {chat_users} at a time), so the model is sized and timed as vLLM serves it in {precision}, the usual server software. Name the software as the engine to size it otherwise.</source>
        <translation>按服务器估算：同时 {users} 个用户超过了聊天软件默认的服务能力（LM Studio 一次回答 {chat_users} 个），因此按常用的服务器软件 vLLM 以 {precision} 格式服务的方式估算显存和速度。如需按其他方式估算，请选择运行软件。</translation>
    </message>
    <message>
        <source>Sized for a chat app: with the software left at &quot;Not sure&quot;, the model is taken to run in LM Studio or Ollama (llama.cpp) as an 8-bit GGUF file, {precision}: next to no quality lost, about half the memory of 16-bit. Their default downloads are 4-bit (Q4_K_M, what &apos;ollama run&apos; fetches), smaller with a slight quality loss: choose 4-bit (Q4_K_M) as the quality to size for that. Will you run it with vLLM, TensorRT-LLM or your own Python code (Transformers)? Name that software as the engine to size it for that.</source>
        <translation>按聊天软件估算：运行软件选的是“不确定”，因此按在 LM Studio 或 Ollama（llama.cpp）中运行 8 位 GGUF 文件（{precision}）估算：几乎没有质量损失，所需显存约为 16 位的一半。这两款软件默认下载的是 4 位文件（Q4_K_M，即 ollama run 下载的版本），更小，质量略有损失：如果按它估算，请把“质量”选为 4 位（Q4_K_M）。如果要用 vLLM、TensorRT-LLM 或自己写的 Python 代码（Transformers）运行，请在“运行软件”中选择它，结果会按该软件重新估算。</translation>
    </message>
    <message>
        <source>NF4 (bitsandbytes) saves memory but generates more slowly than GGUF, AWQ or GPTQ 4-bit formats.</source>
        <translation>NF4（bitsandbytes）省显存，但生成速度比 GGUF、AWQ 或 GPTQ 等 4 位格式慢。</translation>
    </message>
    <message>
        <source>You did not give the size of your scenes, so the memory figures assume {gb} GB, a large scene. Enter yours at &apos;How big are your scenes?&apos; (working_set_gb in a profile file): Blender shows a scene&apos;s memory use in the render window (&apos;Mem&apos; and &apos;Peak&apos;). A smaller scene lets cards with less memory through.</source>
        <translation>您没有填写场景大小，因此显存估算按 {gb} GB 的大场景计算。请在“您的场景有多大？”一页填写（配置文件中的 working_set_gb）：Blender 渲染窗口会显示场景的显存用量（“Mem”和“Peak”）。场景更小，显存较小的显卡也能入选。</translation>
    </message>
    <message>
        <source>You did not give the size of your data, so the memory figures assume {gb} GB of it in GPU memory. Enter yours at &apos;How big are your simulations?&apos; (working_set_gb in a profile file): the arrays, meshes or matrices that must be on the GPU at once. Less data lets cards with less memory through.</source>
        <translation>您没有填写数据规模，因此显存估算按 {gb} GB 数据常驻显存计算。请在“您的仿真规模有多大？”一页填写（配置文件中的 working_set_gb）：即必须同时放在 GPU 上的数组、网格或矩阵。数据更少，显存较小的显卡也能入选。</translation>
    </message>
    <message>
        <source>Without gradient checkpointing, activations take much more memory; most fine-tuning recipes turn it on.</source>
        <translation>不开梯度检查点（gradient checkpointing）时，激活值会占用多得多的显存；大多数微调方案都会开启它。</translation>
    </message>
    <message>
        <source>With a budget of about {price}, {count} × {gpu} fits with full software support for this work; the cheaper cards that fit carry software-support warnings for it.</source>
        <translation>预算约 {price} 时，{count} × {gpu} 可以满足要求，且软件完全支持这项工作；能满足要求的更便宜的显卡都带有软件支持方面的警告。</translation>
    </message>
    <message>
        <source>A smaller format ({precision}) would make the model fit on cards you can afford.</source>
        <translation>换用更小的格式（{precision}），模型就能装进您预算内的显卡。</translation>
    </message>
    <message>
        <source>A smaller format ({precision}) would make the model fit.</source>
        <translation>换用更小的格式（{precision}），模型就能装下。</translation>
    </message>
    <message>
        <source>The cheapest option that fits then is {count} × {gpu}, for about {price}.</source>
        <translation>这样能满足要求的最便宜方案是 {count} × {gpu}，约 {price}。</translation>
    </message>
    <message>
        <source>A batch of 1 sequence per GPU would fit: with gradient accumulation over {batch} steps it trains the same (a little slower). Choose a batch size of 1, and set gradient_accumulation_steps to {batch} in the training script.</source>
        <translation>每个 GPU 的批大小设为 1 就能放下：配合 {batch} 步梯度累积，训练效果相同（只是稍慢）。请把批大小选为 1，并在训练脚本中把 gradient_accumulation_steps 设为 {batch}。</translation>
    </message>
    <message>
        <source>A desktop holds too few GPUs for this work: a server with {count} × {gpu} would hold it, for about {price}. Choose Server or Any as the machine type, allow {count} GPUs per machine and a budget to match.</source>
        <translation>台式机装不下这项工作所需的 GPU 数量：一台装 {count} × {gpu} 的服务器可以胜任，约 {price}。请把机器类型选为机架式服务器或不确定 / 任意，允许每台机器 {count} 张 GPU，并相应提高预算。</translation>
    </message>
    <message>
        <source>Desktop cards hold too little memory each for this work: a server with {count} × {gpu} would hold it, for about {price}. Choose Server or Any as the machine type and a budget to match.</source>
        <translation>台式机显卡每张的显存都太小，装不下这项工作：一台装 {count} × {gpu} 的服务器可以胜任，约 {price}。请把机器类型选为机架式服务器或不确定 / 任意，并相应提高预算。</translation>
    </message>
    <message>
        <source>Allowing {count} GPUs per machine would make it fit.</source>
        <translation>允许每台机器装 {count} 张 GPU 就能满足要求。</translation>
    </message>
    <message>
        <source>On Linux, {count} × {gpu} would train it, sharing the model between them (FSDP or DeepSpeed ZeRO), for {price}; on Windows, PyTorch cannot split training over several GPUs.</source>
        <translation>在 Linux 上，{count} × {gpu} 可以分担模型完成训练（FSDP 或 DeepSpeed ZeRO），价格 {price}；在 Windows 上，PyTorch 无法把训练拆分到多张 GPU。</translation>
    </message>
    <message>
        <source>On Linux, with a budget of about {price}, {count} × {gpu} would train it, sharing the model between them (FSDP or DeepSpeed ZeRO); on Windows, PyTorch cannot split training over several GPUs.</source>
        <translation>在 Linux 上，预算约 {price} 时，{count} × {gpu} 可以分担模型完成训练（FSDP 或 DeepSpeed ZeRO）；在 Windows 上，PyTorch 无法把训练拆分到多张 GPU。</translation>
    </message>
    <message>
        <source>{count} × {gpu} meets every other answer but has no list price to check against your budget: ask vendors for a quote and enter it to see it ranked.</source>
        <translation>{count} × {gpu} 满足您的其他条件，但没有公开标价，无法核对预算：请向经销商询价，把报价填入“报价”即可看到它的排名。</translation>
    </message>
    <message>
        <source>{count} × {gpu} and {more} other cards meet every other answer but have no list price to check against your budget: ask vendors for quotes and enter them to see them ranked.</source>
        <translation>{count} × {gpu} 以及另外 {more} 种显卡满足您的其他条件，但没有公开标价，无法核对预算：请向经销商询价，把报价填入“报价”即可看到它们的排名。</translation>
    </message>
    <message>
        <source>A bigger power supply (or a higher power limit) would allow faster cards.</source>
        <translation>换更大的电源（或提高功耗上限）就能选更快的显卡。</translation>
    </message>
    <message>
        <source>Linux supports more cards (AMD ROCm, datacenter cards) than Windows or WSL2.</source>
        <translation>Linux 支持的显卡（AMD ROCm、数据中心卡）比 Windows 或 WSL2 更多。</translation>
    </message>
    <message>
        <source>“{model}” here is the full {size}B model. What Ollama calls “{name}” (what &apos;ollama run {name}&apos; downloads) is {other}, with {other_size}B parameters: if you mean that one, choose it as the model; the list also has the other distills.</source>
        <translation>这里的“{model}”是 {size}B 的完整模型（满血版）。Ollama 里的“{name}”（即 ollama run {name} 下载的模型）是 {other}，只有 {other_size}B：如果您要运行的是它，请把模型改选为它；模型列表里还有其他大小的蒸馏版。</translation>
    </message>
    <message>
        <source>{file}: {gpu} is quoted at {price}, but the profile has its own quote, {kept}, which is used. Remove it from the profile&apos;s price_overrides to use the sheet&apos;s.</source>
        <translation>{file}：{gpu} 的报价为 {price}，但配置文件里已有它自己的报价 {kept}，采用的是后者。如果要用报价单里的价格，请从配置文件的 price_overrides 中删除它。</translation>
    </message>
    <message>
        <source>{gpu} is quoted at {price}, but the catalog has it as not sold in mainland China, where your answers buy (export rules): it is left out and its quote is not used. If the vendor can deliver it lawfully, answer &apos;Anywhere&apos; for where you buy to see it ranked.</source>
        <translation>{gpu} 的报价为 {price}，但显卡目录记载它不在中国大陆销售（出口管制），而您的回答是在中国大陆购买：它已被排除，报价未被采用。如果商家能合法供货，请把购买地区选为“不限地区”，即可看到它的排名。</translation>
    </message>
    <message>
        <source>{gpu} is quoted at {price}, but no source confirms it is sold in mainland China, where your answers buy: it is left out and its quote is not used. If your vendor has it, answer &apos;Anywhere&apos; for where you buy to see it ranked.</source>
        <translation>{gpu} 的报价为 {price}，但没有资料能确认它在中国大陆有售，而您的回答是在中国大陆购买：它已被排除，报价未被采用。如果您的经销商有货，请把购买地区选为“不限地区”，即可看到它的排名。</translation>
    </message>
    <message>
        <source>{file}: the prices are before tax; {tax}% VAT is added to them, as prices in {currency} include it here.</source>
        <translation>{file}：价格为不含税价；已加上 {tax}% 的增值税，因为这里 {currency} 价格都含税。</translation>
    </message>
    <message>
        <source>{file}: {gpu} is quoted in {count} rows; the lowest price, in row {row}, is used.</source>
        <translation>{file}：{gpu} 有 {count} 行报价，采用其中最低的价格（第 {row} 行）。</translation>
    </message>
    <message>
        <source>No card in the catalog holds this scene, even several together (each card holds the whole scene). Some renderers keep textures in system memory when the card is full, more slowly: Redshift&apos;s and Octane&apos;s out-of-core textures, V-Ray GPU&apos;s &quot;Use system memory for textures&quot;, and Cycles by itself. Otherwise render on the CPU, or make the scene smaller (smaller textures, instances instead of copies).</source>
        <translation>目录中没有哪张卡装得下这个场景，几张卡一起也不行（每张卡都要装下整个场景）。有些渲染器能在显存满时把贴图放到系统内存里，只是会慢一些：Redshift 和 Octane 的 out-of-core 贴图、V-Ray GPU 的“Use system memory for textures”，Cycles 会自动这样做。否则就用 CPU 渲染，或者把场景做小（缩小贴图、用实例代替复制）。</translation>
    </message>
    <message>
        <source>No card in the catalog does this work, even with more GPUs, and no budget, region, machine type or power answer stands in the way: the work itself is too large for these cards. Make it smaller (a smaller model or format, a shorter context, less data at once).</source>
        <translation>即使增加 GPU，目录中也没有显卡能胜任这项工作，而且预算、地区、机器类型或电源都不是障碍：这项工作本身对这些卡来说太大了。请把它做小一些（更小的模型或格式、更短的上下文、一次处理更少的数据）。</translation>
    </message>
    <message>
        <source>It would run this in 4-bit ({precision}; a slight quality loss): it needs {need} of its {have} GiB. Choose 4-bit ({precision}) as the quality to see it.</source>
        <translation>换成 4 位（{precision}，质量略有损失）它就能运行：需要 {need} GiB，它有 {have} GiB。把“质量”改为 4 位（{precision}）即可看到。</translation>
    </message>
    <message>
        <source>It would run this in 4-bit ({precision}; a slight quality loss), needing {need} of its {have} GiB, or with a context of up to about {context} tokens instead of {chosen}. Choose 4-bit ({precision}) as the quality to see it.</source>
        <translation>换成 4 位（{precision}，质量略有损失）它就能运行，需要 {need} GiB，它有 {have} GiB；或者把上下文从 {chosen} 缩短到最多约 {context} token。把“质量”改为 4 位（{precision}）即可看到。</translation>
    </message>
    <message>
        <source>It would run this with a context of up to about {context} tokens instead of {chosen}.</source>
        <translation>如果把上下文从 {chosen} 缩短到最多约 {context} token，它就能运行。</translation>
    </message>
    <message>
        <source>A computer whose GPU shares one memory with the processor (DGX Spark, Ryzen AI Max) keeps about {system} GiB of it for the operating system and programs.</source>
        <translation>GPU 与处理器共用同一块内存的电脑（DGX Spark、Ryzen AI Max）要留出约 {system} GiB 给操作系统和程序。</translation>
    </message>
    <message>
        <source>A computer whose GPU shares one memory with the processor keeps some of it for the operating system and programs: about {system} GiB on a DGX Spark or Ryzen AI Max machine, {edge} GiB on a Jetson.</source>
        <translation>GPU 与处理器共用同一块内存的电脑要留出一部分给操作系统和程序：DGX Spark 或 Ryzen AI Max 机器约 {system} GiB，Jetson 约 {edge} GiB。</translation>
    </message>
    <message>
        <source>A Jetson&apos;s GPU shares the module&apos;s memory with the processor: about {edge} GiB stays with JetPack and the desktop.</source>
        <translation>Jetson 的 GPU 与处理器共用模组内存：约 {edge} GiB 留给 JetPack 和桌面。</translation>
    </message>
    <message>
        <source>The longest context that fits is the same memory estimate worked out for a longer context, with everything else as answered; at that length the memory is full, without the {pct}% spare kept above, so plan on less.</source>
        <translation>“可容纳的最长上下文”是用同一个显存估算、把上下文加长后算出的，其他回答保持不变；到这个长度时显存已用满，不含上面保留的 {pct}% 余量，所以实际请按更短的长度规划。</translation>
    </message>
    <message>
        <source>{chosen} is not a format this training holds the model in: the memory and speed are for {used} weights.</source>
        <translation>这种训练不会以 {chosen} 格式保存模型：显存和速度按 {used} 权重估算。</translation>
    </message>
    <message>
        <source>An SXM or OAM server adds {pct}% of its GPUs&apos; power for its NVSwitches, network cards and fans: NVIDIA&apos;s 8-GPU DGX A100, H100 and B200 draw up to 6.5, 10.2 and 14.3 kW.</source>
        <translation>SXM 或 OAM 服务器另加 GPU 功耗的 {pct}%，用于 NVSwitch、网卡和风扇：NVIDIA 的 8 卡 DGX A100、H100 和 B200 最高功耗分别为 6.5、10.2 和 14.3 kW。</translation>
    </message>
    <message>
        <source>Electricity: 80% of board power for {hours} hours a day over {years} years.</source>
        <translation>电费：按整卡功耗的 80%、每天 {hours} 小时、共 {years} 年计算。</translation>
    </message>
    <message>
        <source>Training memory: mixed-precision AdamW keeps 16 bytes per parameter (bf16 weights and gradients, fp32 master weights and two moments); pure bf16 keeps 8.</source>
        <translation>训练显存：混合精度 AdamW 每个参数占 16 字节（bf16 权重和梯度、fp32 主权重和两个动量）；纯 bf16 占 8 字节。</translation>
    </message>
    <message>
        <source>Several GPUs: the model&apos;s weights (and for full training its gradients and optimizer states) are sharded across them, as FSDP or DeepSpeed ZeRO-3 do; each GPU keeps its own activations and runtime overhead.</source>
        <translation>多张 GPU：模型权重（全量训练时还有梯度和优化器状态）分片到各张卡上，就像 FSDP 或 DeepSpeed ZeRO-3 那样；每张 GPU 各自保留自己的激活值和运行时开销。</translation>
    </message>
    <message>
        <source>Several GPUs: the working set is split evenly across them, as domain-decomposed codes do (your code must run on several GPUs); each GPU keeps its own runtime.</source>
        <translation>多张 GPU：工作数据集平均分到各张卡上，就像区域分解的程序那样（您的程序需要支持多 GPU）；每张 GPU 各自占用一份运行时开销。</translation>
    </message>
    <message>
        <source>Rendering speeds are Blender benchmark scores; {renderer} may order the cards somewhat differently.</source>
        <translation>渲染速度是 Blender 基准测试得分；{renderer} 对这些卡的排序可能略有不同。</translation>
    </message>
    <message>
        <source>Several GPUs: each GPU holds the whole scene (renderers copy it to every card), so more GPUs add speed, not memory.</source>
        <translation>多张 GPU：每张 GPU 都要装下整个场景（渲染器会把场景复制到每张卡），所以增加 GPU 只提高速度，不增加可用显存。</translation>
    </message>
    <message>
        <source>Several GPUs: the model and its cache are split across them; each GPU keeps its own activations and runtime overhead.</source>
        <translation>多卡：模型及其缓存拆分到各张卡上；每张卡各自保留激活值和运行时开销。</translation>
    </message>
    <message>
        <source>Weights at {precision} ({bits} bits per weight) + KV cache (2 x layers x KV heads x head size x {context} tokens x batch {batch}) + activations + runtime overhead.</source>
        <translation>{precision} 精度的权重（每个权重 {bits} 位）+ KV 缓存（2 × 层数 × KV 头数 × 头维度 × {context} 个 token × 批大小 {batch}）+ 激活值 + 运行时开销。</translation>
    </message>
    <message>
        <source>Frozen base weights + LoRA adapters with their gradients and optimizer states + activations for {context} tokens x batch {batch} + runtime overhead.</source>
        <translation>冻结的基座权重 + LoRA 适配器及其梯度和优化器状态 + {context} 个 token × 批大小 {batch} 的激活值 + 运行时开销。</translation>
    </message>
    <message>
        <source>4-bit (NF4) frozen base weights + LoRA adapters with their gradients and optimizer states + activations for {context} tokens x batch {batch} + runtime overhead.</source>
        <translation>4 位（NF4）冻结基座权重 + LoRA 适配器及其梯度和优化器状态 + {context} 个 token × 批大小 {batch} 的激活值 + 运行时开销。</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states for every parameter + activations for {context} tokens x batch {batch} + runtime overhead.</source>
        <translation>全部参数的权重、梯度和优化器状态 + {context} 个 token × 批大小 {batch} 的激活值 + 运行时开销。</translation>
    </message>
    <message>
        <source>Your working set + the CUDA/ROCm runtime; speed from the double-precision (FP64) rate.</source>
        <translation>您的工作数据集 + CUDA/ROCm 运行时；速度按双精度（FP64）算力估算。</translation>
    </message>
    <message>
        <source>Your working set + the CUDA/ROCm runtime; speed from the single-precision (FP32) rate.</source>
        <translation>您的工作数据集 + CUDA/ROCm 运行时；速度按单精度（FP32）算力估算。</translation>
    </message>
    <message>
        <source>Your working set + the CUDA/ROCm runtime; speed from the memory bandwidth (a memory-bound code), or the arithmetic rate where that is lower.</source>
        <translation>您的工作数据集 + CUDA/ROCm 运行时；速度按显存带宽估算（受内存限制的程序），算力更低时按算力估算。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver {branch} or newer (at least {driver}) from your distribution or NVIDIA, then reboot.</source>
        <translation>从发行版软件源或 NVIDIA 官网安装 {branch} 或更新的 NVIDIA 驱动（至少 {driver}），然后重启。</translation>
    </message>
    <message>
        <source>Install the NVIDIA RTX Enterprise driver (Production Branch) for workstation cards, branch {branch} or newer.</source>
        <translation>安装 NVIDIA 面向工作站显卡的 RTX Enterprise 驱动（Production Branch），{branch} 分支或更新版本。</translation>
    </message>
    <message>
        <source>Install the NVIDIA Game Ready or Studio driver, branch {branch} or newer.</source>
        <translation>安装 NVIDIA Game Ready 或 Studio 驱动，{branch} 分支或更新版本。</translation>
    </message>
    <message>
        <source>Install NVIDIA&apos;s Data Center driver for Windows (on NVIDIA&apos;s driver page, product type &quot;Data Center / Tesla&quot;), branch {branch} or newer: the Game Ready and Studio drivers do not support datacenter cards.</source>
        <translation>安装 NVIDIA 的 Windows 数据中心驱动（在 NVIDIA 驱动下载页面，产品类型选 “Data Center / Tesla”），{branch} 或更新的分支：Game Ready 和 Studio 驱动不支持数据中心卡。</translation>
    </message>
    <message>
        <source>Install NVIDIA&apos;s Data Center driver for Windows of branch {branch} (on NVIDIA&apos;s driver page, product type &quot;Data Center / Tesla&quot;): the last branch that supports this card (newer ones drop it).</source>
        <translation>安装 NVIDIA 的 Windows 数据中心驱动，分支 {branch}（在 NVIDIA 驱动下载页面，产品类型选 “Data Center / Tesla”）：这是支持这张卡的最后一个分支（更新的分支已不再支持）。</translation>
    </message>
    <message>
        <source>Install the Windows NVIDIA driver {branch} or newer on Windows only; do not install a Linux driver inside WSL2.</source>
        <translation>只在 Windows 上安装 {branch} 或更新的 Windows 版 NVIDIA 驱动；不要在 WSL2 内安装 Linux 驱动。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver of branch {branch} from your distribution or NVIDIA, then reboot: the last branch that supports this card (newer ones drop it).</source>
        <translation>从发行版或 NVIDIA 官网安装 {branch} 分支的 NVIDIA 驱动，然后重启：这是支持这张卡的最后一个分支（更新的分支已不再支持它）。</translation>
    </message>
    <message>
        <source>Install the NVIDIA Game Ready or Studio driver of branch {branch}: the last branch that supports this card (newer ones drop it).</source>
        <translation>安装 {branch} 分支的 NVIDIA Game Ready 或 Studio 驱动：这是支持这张卡的最后一个分支（更新的分支已不再支持它）。</translation>
    </message>
    <message>
        <source>Install the Windows NVIDIA driver of branch {branch} on Windows only (the last branch that supports this card; newer ones drop it); do not install a Linux driver inside WSL2.</source>
        <translation>只在 Windows 上安装 {branch} 分支的 Windows 版 NVIDIA 驱动（这是支持这张卡的最后一个分支，更新的分支已不再支持它）；不要在 WSL2 里安装 Linux 驱动。</translation>
    </message>
    <message>
        <source>Use PyTorch {pytorch} or newer with a CUDA 12.8+ wheel; older wheels cannot run on this card.</source>
        <translation>使用 PyTorch {pytorch} 或更新版本的 CUDA 12.8+ wheel；旧版 wheel 无法在这张卡上运行。</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit (or your HPC code&apos;s container) and check the compiler.</source>
        <translation>安装 CUDA Toolkit（或您的 HPC 程序的容器），并检查编译器。</translation>
    </message>
    <message>
        <source>In Blender: Preferences &gt; System &gt; Cycles Render Devices &gt; OptiX.</source>
        <translation>在 Blender 中：偏好设置 &gt; 系统 &gt; Cycles 渲染设备 &gt; OptiX。</translation>
    </message>
    <message>
        <source>Install PyTorch&apos;s {variant} build.</source>
        <translation>安装 PyTorch 的 {variant} 版本。</translation>
    </message>
    <message>
        <source>Check that PyTorch sees the GPU (should print True and the card&apos;s name).</source>
        <translation>检查 PyTorch 能否识别 GPU（应输出 True 和显卡名称）。</translation>
    </message>
    <message>
        <source>Install the current AMD Software: Adrenalin Edition (Radeon PRO and Radeon AI PRO cards: the current PRO Edition driver): a driver older than this card&apos;s {year} launch does not know it.</source>
        <translation>安装最新的 AMD Software: Adrenalin Edition（Radeon PRO 和 Radeon AI PRO 显卡：最新的 PRO Edition 驱动）：早于这张卡 {year} 年上市的驱动不认识它。</translation>
    </message>
    <message>
        <source>Install ROCm {rocm} or newer, the first release to list RDNA 4 cards; a driver older than this card&apos;s {year} launch does not know it.</source>
        <translation>安装 ROCm {rocm} 或更新版本，这是第一个支持 RDNA 4 显卡的版本；早于这张卡 {year} 年上市的驱动不认识它。</translation>
    </message>
    <message>
        <source>Install the current ROCm release: a driver older than this card&apos;s {year} launch does not know it.</source>
        <translation>安装最新的 ROCm 版本：早于这张卡 {year} 年上市的驱动不认识它。</translation>
    </message>
    <message>
        <source>In Blender: Preferences &gt; System &gt; Cycles Render Devices &gt; HIP.</source>
        <translation>在 Blender 中：偏好设置 &gt; 系统 &gt; Cycles 渲染设备 &gt; HIP。</translation>
    </message>
    <message>
        <source>Check that ROCm sees the card.</source>
        <translation>检查 ROCm 能否识别显卡。</translation>
    </message>
    <message>
        <source>Install PyTorch&apos;s ROCm build ({variant}).</source>
        <translation>安装 PyTorch 的 ROCm 版本（{variant}）。</translation>
    </message>
    <message>
        <source>Check that PyTorch sees the GPU (ROCm builds use the torch.cuda API).</source>
        <translation>检查 PyTorch 能否识别 GPU（ROCm 版本同样使用 torch.cuda 接口）。</translation>
    </message>
    <message>
        <source>Set up WSL2 with Ubuntu: open PowerShell as administrator, run this command and restart the PC when asked. The steps after this one run in the Ubuntu window.</source>
        <translation>安装带 Ubuntu 的 WSL2：以管理员身份打开 PowerShell，运行此命令，并在提示时重启电脑。之后的步骤都在 Ubuntu 窗口中进行。</translation>
    </message>
    <message>
        <source>Install the current AMD Adrenalin driver and AMD&apos;s HIP SDK for Windows, then build your code with it (check that your card is in the HIP SDK&apos;s supported list).</source>
        <translation>安装最新的 AMD Adrenalin 驱动和 AMD 的 Windows 版 HIP SDK，再用它编译您的程序（请确认您的显卡在 HIP SDK 的支持列表中）。</translation>
    </message>
    <message>
        <source>Install your distribution&apos;s Mesa Vulkan driver (RADV) and use llama.cpp&apos;s Vulkan build: ROCm does not support this card ({gfx}) and is not needed for it. Check that Vulkan lists the card.</source>
        <translation>安装发行版自带的 Mesa Vulkan 驱动（RADV），并使用 llama.cpp 的 Vulkan 版本：ROCm 不支持这张卡（{gfx}），这里也不需要它。确认 Vulkan 能列出这张卡。</translation>
    </message>
    <message>
        <source>Install the current AMD Software: Adrenalin Edition driver.</source>
        <translation>安装最新的 AMD Software: Adrenalin Edition 驱动。</translation>
    </message>
    <message>
        <source>Install the current AMD Adrenalin driver; for PyTorch use AMD&apos;s Windows preview wheels, or run models with LM Studio / llama.cpp.</source>
        <translation>安装最新的 AMD Adrenalin 驱动；PyTorch 请使用 AMD 的 Windows 预览版 wheel，或用 LM Studio / llama.cpp 运行模型。</translation>
    </message>
    <message>
        <source>For chat models, llama.cpp&apos;s Vulkan or HIP build (or LM Studio) runs on this card on Windows.</source>
        <translation>在 Windows 上，可以用 llama.cpp 的 Vulkan 或 HIP 版本（或 LM Studio）在这张卡上运行对话模型。</translation>
    </message>
    <message>
        <source>Install Intel&apos;s oneAPI Base Toolkit (compilers and math libraries), then check that the GPU is listed.</source>
        <translation>安装 Intel 的 oneAPI Base Toolkit（编译器和数学库），然后确认能列出这张 GPU。</translation>
    </message>
    <message>
        <source>Install Intel&apos;s current Arc graphics driver (Windows) or the Intel GPU compute runtime (Linux).</source>
        <translation>安装最新的 Intel Arc 显卡驱动（Windows）或 Intel GPU 计算运行时（Linux）。</translation>
    </message>
    <message>
        <source>For chat models, use llama.cpp&apos;s SYCL or Vulkan build (or LM Studio); PyTorch is not needed.</source>
        <translation>运行聊天模型时，使用 llama.cpp 的 SYCL 或 Vulkan 版本（或 LM Studio）即可，无需安装 PyTorch。</translation>
    </message>
    <message>
        <source>Once the model runs, check its speed against this estimate: llama-bench&apos;s &apos;tg128 @ d{depth}&apos; line should read about {speed} tokens/s ({low}–{high}). LM Studio shows the speed under each answer, and &apos;ollama run MODEL --verbose&apos; prints it as &apos;eval rate&apos;. Far below that, part of the model probably runs on the CPU.</source>
        <translation>模型跑起来后，对照这个估算检查速度：llama-bench 输出中 &apos;tg128 @ d{depth}&apos; 这一行应约为 {speed} token/s（{low}–{high}）。LM Studio 在每条回答下方显示速度，&apos;ollama run MODEL --verbose&apos; 会以 &apos;eval rate&apos; 打印速度。如果远低于这个范围，多半是模型有一部分在 CPU 上运行。</translation>
    </message>
    <message>
        <source>Once it renders, check its speed against this estimate: Blender Benchmark (free from opendata.blender.org) with Blender {version} on {backend} should score about {score} ({low}–{high}), the median of this card&apos;s published results.</source>
        <translation>能渲染之后，对照这个估算检查速度：用 Blender Benchmark（可从 opendata.blender.org 免费下载），选 Blender {version}、{backend}，得分应约为 {score}（{low}–{high}），即这块卡已公布结果的中位数。</translation>
    </message>
    <message>
        <source>Only want to chat with the model? An app such as LM Studio or Ollama is enough: it runs a GGUF file of the model with llama.cpp and needs none of the steps below, which are for Python tools (transformers, vLLM). Choose llama.cpp as the software in your answers to see its memory and speed.</source>
        <translation>只想和模型聊天？用 LM Studio 或 Ollama 这类应用就够了：它们用 llama.cpp 运行模型的 GGUF 文件，下面的步骤都不需要——那些是给 Python 工具（transformers、vLLM）用的。在回答里把运行软件选为 llama.cpp，即可看到它的显存和速度估算。</translation>
    </message>
    <message>
        <source>Set the context length to {context} tokens, the length these figures are for: the apps load a shorter one unless told (LM Studio: Context Length in the model loader; Ollama: the OLLAMA_CONTEXT_LENGTH setting, then restart it), and llama-server&apos;s -c otherwise takes the model&apos;s whole context and the memory for it.</source>
        <translation>把上下文长度设为 {context} 个 token，以上估算正是按这个长度算的：除非另行设置，这些软件加载的上下文更短（LM Studio：模型加载器中的“Context Length”；Ollama：设置 OLLAMA_CONTEXT_LENGTH 后重启），而 llama-server 不设 -c 时会按模型的完整上下文分配显存。</translation>
    </message>
    <message>
        <source>Store the KV cache in {kv}, as these figures assume; with the default 16-bit cache the model needs more memory than shown. It needs flash attention: in LM Studio, turn on Flash Attention and set K Cache and V Cache Quantization Type to {kv}; in Ollama, set OLLAMA_FLASH_ATTENTION=1 and OLLAMA_KV_CACHE_TYPE={cache_type}; llama-server takes -fa on -ctk {cache_type} -ctv {cache_type}.</source>
        <translation>按估算的假设，用 {kv} 格式存放 KV 缓存；若使用默认的 16 位缓存，模型所需显存会比这里显示的多。这需要开启 Flash Attention：在 LM Studio 中打开 Flash Attention，并把 K Cache 和 V Cache 的量化类型设为 {kv}；在 Ollama 中设置 OLLAMA_FLASH_ATTENTION=1 和 OLLAMA_KV_CACHE_TYPE={cache_type}；llama-server 则使用 -fa on -ctk {cache_type} -ctv {cache_type}。</translation>
    </message>
    <message>
        <source>Let the app answer all {users} people at once, each with {context} tokens of context, or the others wait in a queue: in LM Studio, set Max Concurrent Predictions to {users} (model loader, advanced settings; 4 by default); in Ollama, set OLLAMA_NUM_PARALLEL to {users} and restart it (1 by default); llama-server takes -np {users}, with -c for all the contexts together.</source>
        <translation>让软件同时回答全部 {users} 人（每人 {context} 个 token 的上下文），否则其他人需要排队：在 LM Studio 中，把“Max Concurrent Predictions”（最大并发预测数）设为 {users}（在模型加载器的高级设置中，默认为 4）；在 Ollama 中，把 OLLAMA_NUM_PARALLEL 设为 {users} 后重启 Ollama（默认为 1）；llama-server 则使用 -np {users}，并用 -c 指定所有人上下文的总和。</translation>
    </message>
    <message>
        <source>Let the others reach it from their own computers, on a network you trust (neither app asks for a password): in LM Studio, turn on Serve on Local Network in the Developer tab; for Ollama, set OLLAMA_HOST to 0.0.0.0 and restart it; llama-server takes --host 0.0.0.0. A web page such as Open WebUI then gives everyone a chat window.</source>
        <translation>让其他人用自己的电脑访问它（只在可信的网络中，这两款软件都不要求密码）：在 LM Studio 的 Developer 选项卡中打开 Serve on Local Network；Ollama 则把 OLLAMA_HOST 设为 0.0.0.0 并重启；llama-server 加上 --host 0.0.0.0。再装一个网页界面（例如 Open WebUI），每个人就都有聊天窗口了。</translation>
    </message>
    <message>
        <source>Download the model&apos;s MXFP4 GGUF file, the format these figures are for: it is what LM Studio and Ollama download for it.</source>
        <translation>下载该模型的 MXFP4 格式 GGUF 文件，以上估算正是按这种格式算的；LM Studio 和 Ollama 默认下载的就是它。</translation>
    </message>
    <message>
        <source>For chat models, build llama.cpp with CUDA on the module (JetPack includes the CUDA toolkit), or use Ollama, which publishes builds for JetPack; PyTorch is not needed.</source>
        <translation>运行聊天模型时，在模块上编译带 CUDA 的 llama.cpp（JetPack 已包含 CUDA 工具包），或使用提供 JetPack 版本的 Ollama；无需安装 PyTorch。</translation>
    </message>
    <message>
        <source>For chat models, use llama.cpp&apos;s CUDA build or an app built on it (LM Studio, Ollama); PyTorch is not needed.</source>
        <translation>运行聊天模型时，使用 llama.cpp 的 CUDA 版本或基于它的应用（LM Studio、Ollama）即可，无需安装 PyTorch。</translation>
    </message>
    <message>
        <source>For chat models, use llama.cpp&apos;s HIP (ROCm) or Vulkan build, or an app built on it (LM Studio, Ollama); PyTorch is not needed.</source>
        <translation>运行聊天模型时，使用 llama.cpp 的 HIP（ROCm）或 Vulkan 版本，或基于它的应用（LM Studio、Ollama）即可，无需安装 PyTorch。</translation>
    </message>
    <message>
        <source>Install PyTorch&apos;s XPU build for Intel GPUs.</source>
        <translation>安装适用于 Intel GPU 的 PyTorch XPU 版本。</translation>
    </message>
    <message>
        <source>Check that PyTorch sees the Intel GPU.</source>
        <translation>检查 PyTorch 能否识别 Intel GPU。</translation>
    </message>
    <message>
        <source>In Blender: Preferences &gt; System &gt; Cycles Render Devices &gt; oneAPI.</source>
        <translation>在 Blender 中：偏好设置 &gt; 系统 &gt; Cycles 渲染设备 &gt; oneAPI。</translation>
    </message>
    <message>
        <source>Blender&apos;s official Linux downloads are for x86-64 processors: on this Arm computer check blender.org for an Arm64 build, or build Blender from source with CUDA and OptiX (its build system supports Linux on Arm); a distribution&apos;s arm64 package may lack GPU rendering.</source>
        <translation>Blender 官方的 Linux 下载版面向 x86-64 处理器：在这台 Arm 电脑上，请到 blender.org 查看是否有 Arm64 版本，或者带 CUDA 和 OptiX 从源码编译 Blender（它的构建系统支持 Arm 上的 Linux）；发行版自带的 arm64 软件包可能不支持 GPU 渲染。</translation>
    </message>
    <message>
        <source>It comes with DGX OS (Ubuntu Linux for Arm), which brings the NVIDIA driver and CUDA: keep it updated and install no other driver.</source>
        <translation>它预装 DGX OS（面向 Arm 的 Ubuntu Linux），自带 NVIDIA 驱动和 CUDA：保持系统更新，不要另装其他驱动。</translation>
    </message>
    <message>
        <source>Link the computers&apos; ConnectX-7 ports with an approved QSFP cable and follow NVIDIA&apos;s &quot;Connect two Sparks&quot; steps (DGX Spark User Guide, Spark Stacking); check that the fast link, not the 1 GbE port, carries the traffic.</source>
        <translation>用认可的 QSFP 线缆连接两台电脑的 ConnectX-7 网口，并按 NVIDIA 的“Connect two Sparks”步骤设置（DGX Spark 用户指南“Spark Stacking”一节）；确认数据走的是高速链路，而不是 1 GbE 网口。</translation>
    </message>
    <message>
        <source>Serve the model to your {users} users with vLLM, the software these figures assume: it runs their requests together on the GPU. Install it as vLLM&apos;s installation guide says for your card (pip install vllm on NVIDIA; AMD and Intel builds come as containers), then start its OpenAI-compatible server with the model&apos;s Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.</source>
        <translation>用 vLLM（本估算所依据的软件）为 {users} 个用户提供服务：它在 GPU 上同时处理多位用户的请求。按 vLLM 安装指南中对应您这张卡的说明安装（NVIDIA 上用 pip install vllm；AMD 和 Intel 的版本以容器形式提供），然后启动它兼容 OpenAI 接口的服务器，把命令中的 MODEL 换成模型在 Hugging Face 上的名称；Open WebUI 等聊天前端可以连接它。</translation>
    </message>
    <message>
        <source>Serve the model to your {users} users with vLLM, the software these figures assume: it runs their requests together on the GPU. vLLM has no pip package for Jetson: use NVIDIA&apos;s vLLM container for your JetPack version (NVIDIA Jetson AI Lab), then start its OpenAI-compatible server with the model&apos;s Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.</source>
        <translation>用 vLLM（本估算所依据的软件）为 {users} 个用户提供服务：它在 GPU 上同时处理多位用户的请求。vLLM 没有适用于 Jetson 的 pip 包：请使用与您的 JetPack 版本对应的 NVIDIA vLLM 容器（NVIDIA Jetson AI Lab），然后启动它兼容 OpenAI 接口的服务器，把命令中的 MODEL 换成模型在 Hugging Face 上的名称；Open WebUI 等聊天前端可以连接它。</translation>
    </message>
    <message>
        <source>Serve the model with TensorRT-LLM, the software these figures assume: NVIDIA&apos;s release container (nvcr.io/nvidia/tensorrt-llm/release) has it with everything it needs, or install it with pip as its guide says. Then start its OpenAI-compatible server with the model&apos;s Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.</source>
        <translation>用 TensorRT-LLM（本估算所依据的软件）提供服务：NVIDIA 的发布容器（nvcr.io/nvidia/tensorrt-llm/release）已包含它及所需的一切，也可以按其指南用 pip 安装。然后启动它兼容 OpenAI 接口的服务器，把命令中的 MODEL 换成模型在 Hugging Face 上的名称；Open WebUI 等聊天前端可以连接它。</translation>
    </message>
    <message>
        <source>Serve the model over both computers with vLLM (NVIDIA&apos;s playbook &quot;Serve LLMs with vLLM across DGX Sparks&quot;) or TensorRT-LLM (&quot;Run on two Sparks&quot;). Apps made for one computer, such as LM Studio, use only one of them.</source>
        <translation>用 vLLM（NVIDIA 指南“Serve LLMs with vLLM across DGX Sparks”）或 TensorRT-LLM（“Run on two Sparks”）在两台电脑上共同运行模型。为单台电脑设计的应用（如 LM Studio）只会用到其中一台。</translation>
    </message>
    <message>
        <source>Start from NVIDIA&apos;s Arm64 containers (NGC: PyTorch, vLLM, TensorRT-LLM) or NVIDIA&apos;s DGX Spark playbooks; they are built for this machine.</source>
        <translation>从 NVIDIA 的 Arm64 容器（NGC：PyTorch、vLLM、TensorRT-LLM）或 NVIDIA 的 DGX Spark 操作手册（playbooks）开始；它们是为这台机器构建的。</translation>
    </message>
    <message>
        <source>Give the GPU its share of the memory: AMD Software &gt; Performance &gt; Tuning &gt; Variable Graphics Memory, up to {gb} GB; the rest stays with Windows.</source>
        <translation>为 GPU 分配内存：在 AMD Software 中依次打开“性能 &gt; 调校 &gt; 可变显存（Variable Graphics Memory）”，最多 {gb} GB；其余内存留给 Windows。</translation>
    </message>
    <message>
        <source>Linux lets the GPU use only about half of the memory by default: raise it to {gb} GB with AMD&apos;s amd-ttm tool and reboot. ROCm needs Linux 6.18.4 or newer (or Ubuntu 24.04&apos;s OEM kernel) on this chip.</source>
        <translation>Linux 默认只让 GPU 使用约一半内存：用 AMD 的 amd-ttm 工具提高到 {gb} GB 并重启。在这颗芯片上，ROCm 需要 Linux 6.18.4 或更新的内核（或 Ubuntu 24.04 的 OEM 内核）。</translation>
    </message>
    <message>
        <source>Run llama.cpp (or LM Studio) with flash attention and without memory-mapping the model file (--no-mmap): on this chip loading otherwise crawls or fails. Its Vulkan build is the most stable.</source>
        <translation>运行 llama.cpp（或 LM Studio）时开启 flash attention，并且不要内存映射模型文件（--no-mmap）：否则在这颗芯片上加载会极慢或失败。它的 Vulkan 版本最稳定。</translation>
    </message>
    <message>
        <source>Flash the module with NVIDIA JetPack (SDK Manager); it includes the driver and CUDA.</source>
        <translation>用 NVIDIA JetPack（SDK Manager）为模组刷机；其中已包含驱动和 CUDA。</translation>
    </message>
    <message>
        <source>Flash the module with NVIDIA JetPack 7 or newer (SDK Manager), the first for Jetson Thor; it includes the driver and CUDA 13, which calls Thor sm_110 (CUDA 12 called it sm_101).</source>
        <translation>用 NVIDIA JetPack 7 或更新版本（SDK Manager）刷写模组，这是第一个支持 Jetson Thor 的版本；它自带驱动和 CUDA 13，CUDA 13 把 Thor 称为 sm_110（CUDA 12 称为 sm_101）。</translation>
    </message>
    <message>
        <source>Install NVIDIA&apos;s PyTorch wheel for your JetPack version (PyPI wheels do not use the Jetson GPU).</source>
        <translation>安装与您的 JetPack 版本对应的 NVIDIA PyTorch wheel（PyPI 上的 wheel 用不了 Jetson 的 GPU）。</translation>
    </message>
    <message>
        <source>Watch GPU load and memory.</source>
        <translation>查看 GPU 负载和显存占用。</translation>
    </message>
    <message>
        <source>Install the Intel Gaudi software suite and use Intel&apos;s PyTorch containers.</source>
        <translation>安装 Intel Gaudi 软件套件，并使用 Intel 的 PyTorch 容器。</translation>
    </message>
    <message>
        <source>Check that the accelerators are visible.</source>
        <translation>检查能否识别加速卡。</translation>
    </message>
    <message>
        <source>Memory per GPU = weights (parameters x {bits} bits / 8) + KV cache (2 x layers x KV heads x head size x {context} tokens x batch {batch} x {kv_bytes} bytes) + activations of one prompt chunk + runtime overhead (fixed + a share of the weights).</source>
        <translation>单卡显存 = 权重（参数量 × {bits} 位 / 8）+ KV 缓存（2 × 层数 × KV 头数 × 头维度 × {context} 个 token × 批大小 {batch} × {kv_bytes} 字节）+ 一段提示词分块的激活值 + 运行时开销（固定部分 + 按权重比例的部分）。</translation>
    </message>
    <message>
        <source>Memory per GPU = frozen base weights + rank-{rank} LoRA adapters with their gradients and AdamW states (fp32) + activations for {context} tokens x batch {batch} + logits for the loss + training overhead.</source>
        <translation>单卡显存 = 冻结的基座权重 + 秩为 {rank} 的 LoRA 适配器及其梯度和 AdamW 状态（fp32）+ {context} 个 token × 批大小 {batch} 的激活值 + 计算损失用的 logits + 训练开销。</translation>
    </message>
    <message>
        <source>Memory per GPU = (weights + gradients + master weights + optimizer states) / {gpus} GPUs + activations for {context} tokens x batch {batch} + logits for the loss + training overhead.</source>
        <translation>单卡显存 =（权重 + 梯度 + 主权重 + 优化器状态）/ {gpus} 张 GPU + {context} 个 token × 批大小 {batch} 的激活值 + 计算损失用的 logits + 训练开销。</translation>
    </message>
    <message>
        <source>{model} thinks before it answers, often for thousands of tokens (its makers allow up to {tokens} tokens of output). A context of {context} tokens can cut its answers off: {suggest} or more is safer, and it needs more memory, so choose it before you buy.</source>
        <translation>{model} 会先思考再回答，思考过程常常长达数千 token（官方允许最多输出 {tokens} token）。{context} token 的上下文可能让回答被截断：{suggest} 或更长更稳妥；上下文越长所需显存越多，请在购买前按它选择。</translation>
    </message>
    <message>
        <source>A power supply with more plugs would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed. Your {have} W supply is big enough; only its plugs stop it. A supply of the same size with a native 16-pin (12V-2x6) cable, as ATX 3.1 models have, or with enough PCIe 8-pin plugs, runs it.</source>
        <translation>换一个接口更多的电源会更快：{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍。您现有的 {have} W 电源功率已经够用，挡住它的只是电源接口。换一个同样功率、带原生 16 针（12V-2x6）线缆（ATX 3.1 电源都有）或带足够 PCIe 8 针接口的电源即可运行。</translation>
    </message>
    <message>
        <source>A bigger power supply would be faster: with a {watts} W supply that has a native 16-pin (12V-2x6) cable, as ATX 3.1 models have, or enough PCIe 8-pin plugs, {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed. Your {have} W supply is short of both watts and plugs for it.</source>
        <translation>换一个更大的电源会更快：用 {watts} W、带原生 16 针（12V-2x6）线缆（ATX 3.1 电源都有）或足够 PCIe 8 针接口的电源，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍。您现有的 {have} W 电源功率和接口都不够。</translation>
    </message>
    <message>
        <source>A bigger power supply would be faster: with a {watts} W supply, {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed. Your {have} W supply is all that stops it.</source>
        <translation>换一个更大的电源会更快：用 {watts} W 的电源，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍。挡住它的只是您现有的 {have} W 电源。</translation>
    </message>
    <message>
        <source>More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. You allow at most {max} GPUs per machine; raise that to {count} to see it ranked.</source>
        <translation>每台机器多装几张卡会更快：{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。您目前允许每台机器最多 {max} 张 GPU；改为 {count} 张即可看到它的排名。</translation>
    </message>
    <message>
        <source>More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed. You allow at most {max} GPUs per machine; raise that to {count} to see it ranked.</source>
        <translation>每台机器多装几张卡会更快：{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍。您目前允许每台机器最多 {max} 张 GPU；改为 {count} 张即可看到它的排名。</translation>
    </message>
    <message>
        <source>QLoRA would avoid the software risk: with the same adapters over the base model loaded in 4-bit, the work needs about {need} GiB per card, and {count} × {gpu} does it with full software support, for {price}. Choose QLoRA as the way to fine-tune to see it ranked.</source>
        <translation>改用 QLoRA 可避开软件风险：同样的适配器，基座模型以 4 位加载，每张卡约需 {need} GiB 显存，{count} × {gpu} 即可在完整软件支持下完成，价格 {price}。在微调方式中选择 QLoRA 即可看到它的排名。</translation>
    </message>
    <message>
        <source>QLoRA would avoid the software risk: with the same adapters over the base model loaded in 4-bit, the work needs about {need} GiB per card, and {count} × {gpu} does it with full software support. Choose QLoRA as the way to fine-tune to see it ranked.</source>
        <translation>改用 QLoRA 可避开软件风险：同样的适配器，基座模型以 4 位加载，每张卡约需 {need} GiB 显存，{count} × {gpu} 即可在完整软件支持下完成。在微调方式中选择 QLoRA 即可看到它的排名。</translation>
    </message>
    <message>
        <source>{count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, but the catalog has no list price for it, so your budget cannot be checked: ask a vendor for a quote and enter it under &apos;Price quotes&apos; (a quote sheet with --quotes on the command line) to see it ranked.</source>
        <translation>{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍，但显卡目录中没有它的标价，无法核对预算：请向供应商询价，并在“报价”中填入（命令行中用 --quotes 读入报价单），即可看到它的排名。</translation>
    </message>
    <message>
        <source>{count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, but the catalog has no list price for it, so your budget cannot be checked; nor for other such cards: {others}. Ask a vendor for a quote and enter it under &apos;Price quotes&apos; (a quote sheet with --quotes on the command line) to see them ranked.</source>
        <translation>{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍，但显卡目录中没有它的标价，无法核对预算；同样没有标价的还有：{others}。请向供应商询价，并在“报价”中填入（命令行中用 --quotes 读入报价单），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>A card built for FP64 work was left out only for having no list price: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s FP64 speed. Without a price your budget cannot be checked: ask a vendor for a quote and enter it as a price override to see it ranked.</source>
        <translation>一张为 FP64 计算设计的卡仅因没有标价而被排除：{count} × {gpu} 满足您的其他条件，FP64 速度约为首选方案的 {ratio} 倍。没有价格就无法核对预算：请向经销商询价，并把报价填入“报价”，即可看到它的排名。</translation>
    </message>
    <message>
        <source>{cards} cards built for FP64 work were left out only for having no list price: they meet your other answers at about {low}–{high}× the top pick&apos;s FP64 speed ({gpus}). Without prices your budget cannot be checked: ask vendors for quotes and enter them as price overrides to see them ranked.</source>
        <translation>{cards} 张为 FP64 计算设计的卡仅因没有标价而被排除：它们满足您的其他条件，FP64 速度约为首选方案的 {low}–{high} 倍（{gpus}）。没有价格就无法核对预算：请向经销商询价，并把报价填入“报价”，即可看到它们的排名。</translation>
    </message>
    <message>
        <source>A batch of 1 sequence per GPU with gradient accumulation over {batch} steps trains the same (the same sequences per optimizer step, a little slower) and needs {need_one} GiB per GPU instead of {need}: then {count} × {gpu} would be the top pick, for {price}. Choose a batch size of 1 to see that shortlist, and set gradient_accumulation_steps to {batch} in the training script.</source>
        <translation>每个 GPU 的批大小设为 1、梯度累积 {batch} 步，训练效果相同（每次优化器更新处理的序列数不变，只是稍慢），每个 GPU 只需 {need_one} GiB 而不是 {need} GiB：这时首选方案将是 {count} × {gpu}，价格 {price}。把批大小选为 1 即可看到那份推荐清单，并在训练脚本中把 gradient_accumulation_steps 设为 {batch}。</translation>
    </message>
    <message>
        <source>A batch of 1 sequence per GPU with gradient accumulation over {batch} steps trains the same (the same sequences per optimizer step, a little slower) and needs {need_one} GiB per GPU instead of {need}: then {count} × {gpu} would be the top pick. Choose a batch size of 1 to see that shortlist, and set gradient_accumulation_steps to {batch} in the training script.</source>
        <translation>每个 GPU 的批大小设为 1、梯度累积 {batch} 步，训练效果相同（每次优化器更新处理的序列数不变，只是稍慢），每个 GPU 只需 {need_one} GiB 而不是 {need} GiB：这时首选方案将是 {count} × {gpu}。把批大小选为 1 即可看到那份推荐清单，并在训练脚本中把 gradient_accumulation_steps 设为 {batch}。</translation>
    </message>
    <message>
        <source>Every card on this shortlist has a consumer card&apos;s weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server&apos;s strong airflow, which your answers about the computer or its cooling rule out: choose &apos;Either — show both&apos; for the computer (form_factor &quot;any&quot; in a profile file) to see them ranked.</source>
        <translation>这份推荐清单上的卡都只有消费级显卡那种很弱的双精度算力，而专为 FP64 计算设计的卡满足您的其他条件（包括预算）：{gpus}。它们采用被动散热，需要服务器的强风道，而您对电脑类型或散热的回答把它们排除了：把“电脑”选为“都可以 — 两种都显示”（配置文件中为 form_factor &quot;any&quot;），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>Every card on this shortlist has a consumer card&apos;s weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server&apos;s strong airflow, which your cooling answer rules out: choose &apos;Not sure&apos; or &apos;Rack server with strong airflow&apos; for the cooling (cooling &quot;any&quot; or &quot;server_airflow&quot; in a profile file) to see them ranked.</source>
        <translation>这份推荐清单上的卡都只有消费级显卡那种很弱的双精度算力，而专为 FP64 计算设计的卡满足您的其他条件（包括预算）：{gpus}。它们采用被动散热，需要服务器的强风道，而您对散热的回答把它们排除了：把“散热”选为“不确定”或“强风道散热的机架式服务器”（配置文件中为 cooling &quot;any&quot; 或 &quot;server_airflow&quot;），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>Every card on this shortlist has a consumer card&apos;s weak double precision, while cards built for FP64 work meet your other answers, budget included: {gpus}. They are passively cooled and need a server&apos;s strong airflow, which your answers about the computer and its cooling rule out: choose &apos;Either — show both&apos; for the computer and &apos;Not sure&apos; for the cooling (form_factor &quot;any&quot; and cooling &quot;any&quot; in a profile file) to see them ranked.</source>
        <translation>这份推荐清单上的卡都只有消费级显卡那种很弱的双精度算力，而专为 FP64 计算设计的卡满足您的其他条件（包括预算）：{gpus}。它们采用被动散热，需要服务器的强风道，而您对电脑类型和散热的回答把它们排除了：把“电脑”选为“都可以 — 两种都显示”，并把“散热”选为“不确定”（配置文件中为 form_factor &quot;any&quot; 和 cooling &quot;any&quot;），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>Every card on this shortlist has a consumer card&apos;s weak double precision: no card built for FP64 work (A100, H100, Instinct MI210 and the like) is priced within your answers. They are sold on quote or used; ask a vendor, and enter the quote to see one ranked.</source>
        <translation>这份推荐清单上的卡都只有消费级显卡那种很弱的双精度算力：专为 FP64 计算设计的卡（A100、H100、Instinct MI210 等）没有一款的价格符合您的条件。这类卡通过询价或二手渠道购买；请向经销商询价，并把报价填入，即可看到它的排名。</translation>
    </message>
    <message>
        <source>{count} × {gpu} was left out only by its launch price of {year} ({price}), and it meets your other answers at about {ratio}× the top pick&apos;s speed. Cards this old now sell at other prices, new, used or as old stock (some for more, as the RTX 4090 did): enter a shop&apos;s quote under &apos;Price quotes&apos; (a quote sheet with --quotes on the command line) to see it ranked.</source>
        <translation>{count} × {gpu} 仅因 {year} 年的首发价（{price}）超出预算而未列入；它满足您的其他条件，速度约为首选方案的 {ratio} 倍。这么老的卡现在的售价（全新、二手或库存）已和首发价不同，有的反而更贵（如 RTX 4090）：在“报价”中填入商家的报价（命令行中用 --quotes 读入报价单），即可看到它的排名。</translation>
    </message>
    <message>
        <source>{count} × {gpu} was left out only by its launch price of {year} ({price}), and it meets your other answers at about {ratio}× the top pick&apos;s speed; so were other such cards: {others}. Cards this old now sell at other prices, new, used or as old stock (some for more, as the RTX 4090 did): enter a shop&apos;s quote under &apos;Price quotes&apos; (a quote sheet with --quotes on the command line) to see them ranked.</source>
        <translation>{count} × {gpu} 仅因 {year} 年的首发价（{price}）超出预算而未列入；它满足您的其他条件，速度约为首选方案的 {ratio} 倍；同样情况的还有：{others}。这么老的卡现在的售价（全新、二手或库存）已和首发价不同，有的反而更贵（如 RTX 4090）：在“报价”中填入商家的报价（命令行中用 --quotes 读入报价单），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>8-bit would be much faster: in {precision} (8-bit, as LM Studio, Ollama and llama.cpp run it; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. Choose 8-bit ({precision}) as the quality to see it ranked.</source>
        <translation>用 8 位会快得多：换成 {precision}（8 位，LM Studio、Ollama 和 llama.cpp 常用的格式，质量几乎没有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。把“质量”改为 8 位（{precision}）即可看到它的排名。</translation>
    </message>
    <message>
        <source>4-bit would be much faster: in {precision} (4-bit, as LM Studio, Ollama and llama.cpp run it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. Choose 4-bit ({precision}) as the quality to see it ranked.</source>
        <translation>用 4 位会快得多：换成 {precision}（4 位，LM Studio、Ollama 和 llama.cpp 常用的格式，质量略有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。把“质量”改为 4 位（{precision}）即可看到它的排名。</translation>
    </message>
    <message>
        <source>FP8 would be much faster: in FP8 (8-bit, which vLLM makes from the 16-bit weights as it loads them; no measurable quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. Choose 8-bit (FP8) as the quality to see it ranked.</source>
        <translation>用 FP8 会快得多：换成 FP8（8 位，vLLM 加载时由 16 位权重直接转换；质量没有可测量的损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。把“质量”改为 8 位（FP8）即可看到它的排名。</translation>
    </message>
    <message>
        <source>4-bit would be much faster: in 4-bit (a published AWQ or GPTQ version of the model, as vLLM serves it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. Choose 4-bit as the quality to see it ranked.</source>
        <translation>用 4 位会快得多：换成 4 位（该模型已发布的 AWQ 或 GPTQ 版本，由 vLLM 提供服务；质量略有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。把“质量”改为 4 位即可看到它的排名。</translation>
    </message>
    <message>
        <source>Effective TFLOPS = the smaller of peak FP64 (or FP32) rate x a typical efficiency, and {ai} FLOP per byte x the memory bandwidth the code reaches (a memory-bound code), x GPUs.</source>
        <translation>有效 TFLOPS = 取以下两者中较小者：峰值 FP64（或 FP32）速率 × 典型效率，以及每字节 {ai} 次浮点运算 × 程序能达到的显存带宽（受内存限制的程序）；再乘以 GPU 数量。</translation>
    </message>
    <message>
        <source>Memory bandwidth, not the arithmetic rate, limits this code on this GPU: a card with faster memory helps more than one with more TFLOPS.</source>
        <translation>在这张 GPU 上，限制这个程序的是显存带宽而不是算力：显存更快的卡比 TFLOPS 更高的卡更有帮助。</translation>
    </message>
    <message>
        <source>Blender points = the card&apos;s median score in Blender Open Data (the Blender Benchmark: samples per minute over its scenes, on the backend named) x effective GPUs.</source>
        <translation>Blender 分 = 该卡在 Blender Open Data 中的中位分数（Blender Benchmark：各场景每分钟采样数之和，使用所列后端）x 等效 GPU 数。</translation>
    </message>
    <message>
        <source>Blender Open Data has no score for this card, so it is estimated: Blender points = peak FP32 rate x the points per TFLOPS of the measured cards of its kind (same vendor, with or without ray-tracing hardware, server cards apart) x effective GPUs.</source>
        <translation>Blender Open Data 中没有这张卡的分数，因此为估算值：Blender 分 = FP32 峰值算力 x 同类已测卡的每 TFLOPS 分数（同一厂商、是否有光线追踪硬件相同，服务器卡单独计算）x 等效 GPU 数。</translation>
    </message>
    <message>
        <source>{model} is released with its mixture-of-experts weights in MXFP4 ({expert_bits} bits per weight, scales included) and every other weight in BF16, as vLLM and Transformers load it: {bits} bits per weight on average.</source>
        <translation>{model} 官方发布的权重中，混合专家（MoE）权重为 MXFP4（每个权重 {expert_bits} 位，含缩放因子），其余权重都是 BF16，vLLM 和 Transformers 就按这种格式加载：平均每个权重 {bits} 位。</translation>
    </message>
    <message>
        <source>{linear} of the {layers} layers use linear attention: each keeps a fixed state of {state_mib} MiB per sequence instead of a KV cache, which only the other {full} layers hold.</source>
        <translation>{layers} 层中有 {linear} 层使用线性注意力：每层为每个序列保留 {state_mib} MiB 的固定状态，而不是 KV 缓存；只有其余 {full} 层有 KV 缓存。</translation>
    </message>
    <message>
        <source>The KV cache is sized for the full {context} tokens of each of the {batch} sequences, with the model&apos;s real number of KV heads (grouped-query attention).</source>
        <translation>KV 缓存按 {batch} 个序列各自完整的 {context} 个 token 计算，使用模型实际的 KV 头数（分组查询注意力，GQA）。</translation>
    </message>
    <message>
        <source>The model&apos;s {heads} attention heads do not divide evenly over {count} GPUs, so tensor-parallel serving cannot split its layers: the GPUs run as a pipeline, with the memory of {count} GPUs but about the speed of one. {fewer} GPUs would split every layer.</source>
        <translation>模型的 {heads} 个注意力头不能平均分到 {count} 张 GPU 上，张量并行无法拆分各层：这些 GPU 只能按流水线运行，有 {count} 张卡的显存，但速度约等于一张卡。用 {fewer} 张 GPU 才能拆分每一层。</translation>
    </message>
    <message>
        <source>On Windows the {count} cards hold the model&apos;s layers and work in turn (PyTorch has no NCCL there for data-parallel training), so they train at one card&apos;s speed.</source>
        <translation>在 Windows 上，{count} 张卡分担模型的各层、轮流工作（那里的 PyTorch 没有用于数据并行训练的 NCCL），所以训练速度等于一张卡。</translation>
    </message>
    <message>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <source>OAM</source>
        <translation>OAM</translation>
    </message>
    <message>
        <source>Grace superchip</source>
        <translation>Grace 超级芯片</translation>
    </message>
    <message>
        <source>Room for up to about {tokens} tokens of context per sequence (the default is {context}).</source>
        <translation>显存可容纳每条序列最多约 {tokens} token 的上下文（默认为 {context}）。</translation>
    </message>
    <message>
        <source>Room for the model&apos;s whole context of {tokens} tokens per sequence (the default is {context}).</source>
        <translation>显存可容纳模型的全部上下文，每条序列 {tokens} token（默认为 {context}）。</translation>
    </message>
    <message>
        <source>Room for training sequences of up to about {tokens} tokens (the default is {context}).</source>
        <translation>显存可容纳最长约 {tokens} token 的训练序列（默认为 {context}）。</translation>
    </message>
    <message>
        <source>Room for training sequences of the model&apos;s whole context, {tokens} tokens (the default is {context}).</source>
        <translation>显存可容纳长达模型全部上下文（{tokens} token）的训练序列（默认为 {context}）。</translation>
    </message>
    <message>
        <source>Electricity: 80% of board power for {hours} hours a day over 1 year.</source>
        <translation>电费：按整卡功耗的 80%、每天 {hours} 小时、共 1 年计算。</translation>
    </message>
    <message>
        <source>{file}: row {rows} quotes no graphics card (another part of the computer), so it is left out.</source>
        <translation>{file}：第 {rows} 行报的不是显卡（电脑的其他配件），已略过。</translation>
    </message>
    <message>
        <source>More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price}. You allow one GPU per machine; raise that to {count} to see it ranked.</source>
        <translation>每台机器多装几张卡会更快：{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}。您目前只允许每台机器装 1 张 GPU；改为 {count} 张即可看到它的排名。</translation>
    </message>
    <message>
        <source>More cards per machine would be faster: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed. You allow one GPU per machine; raise that to {count} to see it ranked.</source>
        <translation>每台机器多装几张卡会更快：{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍。您目前只允许每台机器装 1 张 GPU；改为 {count} 张即可看到它的排名。</translation>
    </message>
    <message>
        <source>Run the model with vLLM, the software these figures assume. Install it as vLLM&apos;s installation guide says for your card (pip install vllm on NVIDIA; AMD and Intel builds come as containers), then start its OpenAI-compatible server with the model&apos;s Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.</source>
        <translation>用 vLLM（本估算所依据的软件）运行模型。按 vLLM 安装指南中对应您这张卡的说明安装（NVIDIA 上用 pip install vllm；AMD 和 Intel 的版本以容器形式提供），然后启动它兼容 OpenAI 接口的服务器，把命令中的 MODEL 换成模型在 Hugging Face 上的名称；Open WebUI 等聊天前端可以连接它。</translation>
    </message>
    <message>
        <source>Run the model with vLLM, the software these figures assume. vLLM has no pip package for Jetson: use NVIDIA&apos;s vLLM container for your JetPack version (NVIDIA Jetson AI Lab), then start its OpenAI-compatible server with the model&apos;s Hugging Face name in place of MODEL; chat front ends such as Open WebUI connect to it.</source>
        <translation>用 vLLM（本估算所依据的软件）运行模型。vLLM 没有适用于 Jetson 的 pip 包：请使用与您的 JetPack 版本对应的 NVIDIA vLLM 容器（NVIDIA Jetson AI Lab），然后启动它兼容 OpenAI 接口的服务器，把命令中的 MODEL 换成模型在 Hugging Face 上的名称；Open WebUI 等聊天前端可以连接它。</translation>
    </message>
    <message>
        <source>Training reaches {mfu}% of the bf16 tensor peak on {segment} GPUs.</source>
        <translation>在{segment} GPU 上训练可达到 bf16 张量核心峰值算力的 {mfu}%。</translation>
    </message>
    <message>
        <source>Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). Longer chats or more people at once may run out of memory.</source>
        <translation>显存偏紧：余量只有 {headroom}%（需要 {need} GiB，可用 {have} GiB）。对话更长或同时使用的人更多时，可能显存不足（OOM）。</translation>
    </message>
    <message>
        <source> The same card is #{listed_rank} on the shortlist already, at its same price but slower there, in the larger format: the smaller format is what makes it this fast.</source>
        <translation>这张卡已在推荐清单中排第 {listed_rank} 名，价格不变，但那里用的是较大的格式，速度较慢：是更小的格式让它这么快。</translation>
    </message>
    <message>
        <source>Quality (number format)</source>
        <translation>质量（数值格式）</translation>
    </message>
    <message>
        <source>Software that runs it</source>
        <translation>运行软件（推理引擎）</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV 缓存格式</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>Concurrent users or batch size</source>
        <translation>并发用户数或批大小</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Data that must fit in GPU memory</source>
        <translation>必须放进显存的数据</translation>
    </message>
    <message>
        <source>Needs double precision (FP64)</source>
        <translation>需要双精度（FP64）</translation>
    </message>
    <message>
        <source>What limits the code</source>
        <translation>程序受什么限制</translation>
    </message>
    <message>
        <source>Renderer</source>
        <translation>渲染器</translation>
    </message>
    <message>
        <source>{label} ({key})</source>
        <translation>{label}（{key}）</translation>
    </message>
    <message>
        <source>Hugging Face Transformers</source>
        <translation>Hugging Face Transformers</translation>
    </message>
    <message>
        <source>PEFT (LoRA adapters)</source>
        <translation>PEFT（LoRA 适配器）</translation>
    </message>
    <message>
        <source>TRL (trainers)</source>
        <translation>TRL（训练器）</translation>
    </message>
    <message>
        <source>bitsandbytes (4-bit weights)</source>
        <translation>bitsandbytes（4 位权重）</translation>
    </message>
    <message>
        <source>Accelerate (several GPUs)</source>
        <translation>Accelerate（多 GPU）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{count}x {pins}-pin {plug}</source>
        <translation>{count} 个 {pins} 针 {plug}</translation>
    </message>
    <message>
        <source>unified, shared with CPU</source>
        <translation>统一内存，与 CPU 共享</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>{memory} ({note})</source>
        <translation>{memory}（{note}）</translation>
    </message>
    <message>
        <source>That is {share}% of what NVIDIA cards reach: AMD Radeon and Intel Arc training software is less tuned. The only end-to-end measurement found is llm.c on the RX 7900 XTX, none for PyTorch fine-tuning, so this figure is approximate.</source>
        <translation>这相当于 NVIDIA 显卡所达水平的 {share}%：AMD Radeon 和 Intel Arc 的训练软件优化程度较低。目前找到的唯一端到端实测是 RX 7900 XTX 上的 llm.c，没有 PyTorch 微调的实测，因此该数值为近似值。</translation>
    </message>
    <message>
        <source>The machine draws about {watts} W from the wall (its parts&apos; draw over the power supply&apos;s losses): more than a 10 A household socket (220 V) should carry for hours, about 1,760 W. Plug it into a 16 A socket on its own circuit.</source>
        <translation>整机从插座取电约 {watts} W（各部件功耗加上电源的转换损耗），超过普通 10 A 家用插座（220 V）长时间可承受的约 1,760 W。请接在单独回路的 16 A 插座上。</translation>
    </message>
    <message>
        <source>The machine draws about {watts} W from the wall (its parts&apos; draw over the power supply&apos;s losses): more than one 120 V household circuit delivers continuously. On 120 V it needs a 20 A or 240 V circuit of its own; at 230 V, a 16 A circuit carries it (a 10 A socket may not).</source>
        <translation>整机从插座取电约 {watts} W（各部件功耗加上电源的转换损耗）：超过一路 120 V 家用电路能长时间供应的功率。在 120 V 地区需要一路专用的 20 A 或 240 V 电路；在 230 V 地区，16 A 的电路可以带动（10 A 插座可能不行）。</translation>
    </message>
    <message>
        <source>The machine draws about {watts} W from the wall (its parts&apos; draw over the power supply&apos;s losses): more than any one household circuit carries for hours, 120 V or 230 V (a 16 A circuit at 230 V gives about 2,900 W). It needs a dedicated high-current circuit put in by an electrician, two circuits with a power supply on each, or lower power limits on the cards.</source>
        <translation>整机从插座取电约 {watts} W（各部件功耗加上电源的转换损耗）：超过任何一路家用电路能长时间承受的功率，无论 120 V 还是 230 V（230 V 的 16 A 电路约 2,900 W）。需要请电工铺设专用的大电流线路，或用两路电路、每路接一个电源，或者调低显卡的功耗上限。</translation>
    </message>
    <message>
        <source>A card built for FP64 work was left out for having no list price and for its passive cooling, which needs a server&apos;s airflow rather than a desktop tower&apos;s: {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s FP64 speed. For FP64 science, ask a vendor for a quote on it in a small server or a workstation built for such cards; choose &apos;Either — show both&apos; for the computer (form_factor &quot;any&quot; in a profile file) and enter the quote under &apos;Price quotes&apos; on the budget page (--quotes on the command line) to see it ranked.</source>
        <translation>一张为 FP64 计算设计的卡因没有标价、且采用被动散热而被排除（被动散热需要服务器的风道，台式机箱里会过热）：{count} × {gpu} 满足您的其他条件，FP64 速度约为首选方案的 {ratio} 倍。做 FP64 科学计算，请向经销商询价，买装在小型服务器或专为这类卡设计的工作站里的方案；把“电脑”选为“都可以 — 两种都显示”（配置文件中为 form_factor &quot;any&quot;），并在预算页的“报价”中填入报价（命令行中用 --quotes），即可看到它的排名。</translation>
    </message>
    <message>
        <source>{cards} cards built for FP64 work were left out for having no list price and for their passive cooling, which needs a server&apos;s airflow rather than a desktop tower&apos;s: they meet your other answers at about {low}–{high}× the top pick&apos;s FP64 speed ({gpus}). For FP64 science, ask vendors for quotes on them in a small server or a workstation built for such cards; choose &apos;Either — show both&apos; for the computer (form_factor &quot;any&quot; in a profile file) and enter the quotes under &apos;Price quotes&apos; on the budget page (--quotes on the command line) to see them ranked.</source>
        <translation>{cards} 张为 FP64 计算设计的卡因没有标价、且采用被动散热而被排除（被动散热需要服务器的风道，台式机箱里会过热）：它们满足您的其他条件，FP64 速度约为首选方案的 {low}–{high} 倍（{gpus}）。做 FP64 科学计算，请向经销商询价，买装在小型服务器或专为这类卡设计的工作站里的方案；把“电脑”选为“都可以 — 两种都显示”（配置文件中为 form_factor &quot;any&quot;），并在预算页的“报价”中填入报价（命令行中用 --quotes），即可看到它们的排名。</translation>
    </message>
    <message>
        <source>A measured median: one card&apos;s results vary with driver, operating system, cooling and Blender version. Shown as +/-{band}%.</source>
        <translation>这是实测中位数：同一张卡的结果会因驱动、操作系统、散热和 Blender 版本而不同。显示为 ±{band}%。</translation>
    </message>
    <message>
        <source>Checked by estimating each of {n} measured cards from the others of its kind: median error {median}%, 9 in 10 within {p90}%. Shown as +/-{band}%.</source>
        <translation>验证方法：用同类其他卡估算 {n} 张已测卡中的每一张：误差中位数 {median}%，九成在 {p90}% 以内。显示为 ±{band}%。</translation>
    </message>
    <message>
        <source>1 card is priced from your quote, not its list price; the shortlist marks it.</source>
        <translation>1 款显卡按您的报价计价，而不是标价；推荐清单中已标出。</translation>
    </message>
    <message>
        <source>Not enough memory: needs {need} GiB, and one card gives {have} GiB.</source>
        <translation>显存不足：需要 {need} GiB，而一张卡只有 {have} GiB。</translation>
    </message>
    <message>
        <source>Meets every requirement with 1 card, but scores {score} against {last} for the last pick on the shortlist: {speed}% of the top pick&apos;s speed at {cost}% of its price.</source>
        <translation>用 1 张卡可满足全部要求，但评分为 {score}，低于推荐清单最后一项的 {last}：速度为首选方案的 {speed}%，价格为首选方案的 {cost}%。</translation>
    </message>
    <message>
        <source>Meets every requirement with 1 card, but scores {score} against {last} for the last pick on the shortlist, at {speed}% of the top pick&apos;s speed.</source>
        <translation>用 1 张卡可满足全部要求，但评分为 {score}，低于推荐清单最后一项的 {last}；速度为首选方案的 {speed}%。</translation>
    </message>
    <message>
        <source>Memory per GPU = weights + gradients + master weights + optimizer states + activations for {context} tokens x batch {batch} + logits for the loss + training overhead.</source>
        <translation>单卡显存 = 权重 + 梯度 + 主权重 + 优化器状态 + {context} 个 token × 批大小 {batch} 的激活值 + 计算损失用的 logits + 训练开销。</translation>
    </message>
    <message>
        <source>The KV cache is sized for the full {context} tokens of the one sequence, with the model&apos;s real number of KV heads (grouped-query attention).</source>
        <translation>KV 缓存按单个序列完整的 {context} 个 token 计算，使用模型实际的 KV 头数（分组查询注意力，GQA）。</translation>
    </message>
    <message>
        <source>Fits in memory: needs {need} GiB of the {have} GiB its GPU can use on each computer ({headroom}% spare).</source>
        <translation>显存够用：每台电脑需要 {need} GiB，GPU 可用 {have} GiB（余量 {headroom}%）。</translation>
    </message>
    <message>
        <source>Fits in memory: needs {need} GiB of the {have} GiB its GPU can use ({headroom}% spare).</source>
        <translation>显存够用：需要 {need} GiB，GPU 可用 {have} GiB（余量 {headroom}%）。</translation>
    </message>
    <message>
        <source>Within budget: the computers cost {price} of {budget}.</source>
        <translation>在预算之内：整机共 {price}（预算 {budget}）。</translation>
    </message>
    <message>
        <source>Within budget: the computer costs {price} of {budget}.</source>
        <translation>在预算之内：整机 {price}（预算 {budget}）。</translation>
    </message>
    <message>
        <source>Not enough memory: needs {need} GiB on each computer; with {count} linked, each computer&apos;s GPU can use {have} GiB.</source>
        <translation>显存不足：每台电脑需要 {need} GiB；{count} 台互联时，每台电脑的 GPU 只能用 {have} GiB。</translation>
    </message>
    <message>
        <source>Not enough memory: needs {need} GiB, and the computer&apos;s GPU can use {have} GiB.</source>
        <translation>显存不足：需要 {need} GiB，而这台电脑的 GPU 只能用 {have} GiB。</translation>
    </message>
    <message>
        <source>Tight fit: only {headroom}% memory to spare ({need} of {have} GiB). A bigger scene or data set may run out of memory.</source>
        <translation>显存偏紧：余量只有 {headroom}%（需要 {need} GiB，可用 {have} GiB）。场景或数据再大一些就可能显存不足（OOM）。</translation>
    </message>
    <message>
        <source> A context of up to about {fits_context} tokens would fit (you chose {context}).</source>
        <translation>上下文缩短到约 {fits_context} token 以内就能装下（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source> Training sequences of up to about {fits_sequence} tokens would fit (you chose {context}).</source>
        <translation>训练序列缩短到约 {fits_sequence} token 以内就能装下（您选择的是 {context}）。</translation>
    </message>
    <message>
        <source> {fits_cards} of these cards in one machine would hold it.</source>
        <translation>同一台机器装 {fits_cards} 张这种卡就能装下。</translation>
    </message>
    <message>
        <source> Memory would be tight: {tight_spare}% to spare.</source>
        <translation>显存会很紧：只剩 {tight_spare}% 余量。</translation>
    </message>
    <message>
        <source> Of these, {moe_layer_us} go to a mixture-of-experts layer&apos;s extra kernels (routing and the experts&apos; products).</source>
        <translation>其中 {moe_layer_us} 微秒用于混合专家（MoE）层额外的内核（路由和各专家的矩阵乘法）。</translation>
    </message>
    <message>
        <source> Of these, {tp_sync_us} are the GPUs&apos; two all-reduces a layer, which no number of GPUs shortens (approximate: kernel timings, not a measured multi-GPU run).</source>
        <translation>其中 {tp_sync_us} 微秒是各 GPU 之间每层两次的 all-reduce 同步，GPU 再多也缩短不了（近似值：来自内核计时，不是多卡实测）。</translation>
    </message>
    <message>
        <source> This card launches each kernel on its own: llama.cpp&apos;s CUDA graphs, which launch a token&apos;s kernels at once, need {graphs_from} or newer.</source>
        <translation>这张卡只能逐个启动内核：llama.cpp 的 CUDA Graph（一次性启动一个 token 的全部内核）需要 {graphs_from} 或更新的架构。</translation>
    </message>
    <message>
        <source> With --quantization fp8, vLLM turns the model&apos;s 16-bit weights into {serve_fp8} as it loads them: use the model as it is released.</source>
        <translation>加上 --quantization fp8 后，vLLM 会在加载时把模型的 16 位权重量化为 {serve_fp8}：直接使用模型的原始发布版本即可。</translation>
    </message>
    <message>
        <source> For MODEL, use the model&apos;s {serve_checkpoint} version (Hugging Face has them for popular models): vLLM serves it as it is.</source>
        <translation>MODEL 处请使用该模型的 {serve_checkpoint} 版本（常见模型在 Hugging Face 上都有）：vLLM 会直接加载它。</translation>
    </message>
    <message>
        <source>GB200 superchip board (rack power, liquid-cooled)</source>
        <translation>GB200 超级芯片主板（机架供电，液冷）</translation>
    </message>
    <message>
        <source>HGX baseboard (SXM module, no card power cable)</source>
        <translation>HGX 基板（SXM 模组，无显卡供电线）</translation>
    </message>
    <message>
        <source>HGX baseboard (SXM5 module, no card power cable)</source>
        <translation>HGX 基板（SXM5 模组，无显卡供电线）</translation>
    </message>
    <message>
        <source>Jetson carrier board (DC in)</source>
        <translation>Jetson 载板（直流输入）</translation>
    </message>
    <message>
        <source>240 W USB-C power adapter</source>
        <translation>240 W USB-C 电源适配器</translation>
    </message>
    <message>
        <source>400 W built-in power supply</source>
        <translation>400 W 内置电源</translation>
    </message>
    <message>
        <source>OAM module (baseboard power)</source>
        <translation>OAM 模组（由基板供电）</translation>
    </message>
    <message>
        <source>PCIe slot only (75 W)</source>
        <translation>仅由 PCIe 插槽供电（75 W）</translation>
    </message>
    <message>
        <source>SXM module (baseboard power)</source>
        <translation>SXM 模组（由基板供电）</translation>
    </message>
    <message>
        <source>Memory per GPU = your working set divided over the GPUs + the CUDA/ROCm runtime.</source>
        <translation>单卡显存 = 您的工作数据集平分到各张 GPU + CUDA/ROCm 运行时。</translation>
    </message>
    <message>
        <source>Training one model on several cards (FSDP or DeepSpeed ZeRO) needs NCCL, which PyTorch does not have on Windows: there, it trains on one card. Choose Linux to consider several.</source>
        <translation>用多张卡训练同一个模型（FSDP 或 DeepSpeed ZeRO）需要 NCCL，而 Windows 上的 PyTorch 没有 NCCL：在那里只能用一张卡训练。选择 Linux 才会考虑多卡方案。</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit library (bitsandbytes) runs on Radeon cards through ROCm on Linux or in WSL2; its Windows builds for Radeon are new (2026) and not covered here: choose Linux or WSL2 as the operating system, or another card.</source>
        <translation>QLoRA 的 4 位库（bitsandbytes）可以在 Linux 或 WSL2 中通过 ROCm 使用 Radeon 卡；它面向 Radeon 的 Windows 版本是 2026 年才推出的，这里没有覆盖：请把操作系统选为 Linux 或 WSL2，或者换一张卡。</translation>
    </message>
    <message>
        <source>Your {have} W power supply covers the {need} W it needs, but only just.</source>
        <translation>您的 {have} W 电源勉强满足所需的 {need} W。</translation>
    </message>
    <message>
        <source>AMD on Windows: PyTorch&apos;s ROCm builds run on Linux, or in WSL2 for the RX 7000 and 9000 series, Radeon PRO W7000 and Ryzen AI Max; on Windows itself only AMD&apos;s preview PyTorch and llama.cpp/LM Studio (Vulkan) work. Plan for Linux or WSL2 if you can.</source>
        <translation>Windows 上的 AMD 显卡：PyTorch 的 ROCm 版本可在 Linux 上运行，RX 7000 和 9000 系列、Radeon PRO W7000 和 Ryzen AI Max 也可在 WSL2 中运行；在 Windows 本身上只能用 AMD 的预览版 PyTorch 和 llama.cpp/LM Studio（Vulkan）。条件允许的话，建议使用 Linux 或 WSL2。</translation>
    </message>
    <message>
        <source>Many AI libraries (flash-attention, some vLLM and xformers kernels) are built for NVIDIA first; on {vendor} some are missing or experimental.</source>
        <translation>许多 AI 库（flash-attention、部分 vLLM 和 xformers 算子）优先为 NVIDIA 开发；在 {vendor} 上有些缺失或仍处于实验阶段。</translation>
    </message>
    <message>
        <source>Intel Arc runs llama.cpp through its SYCL (oneAPI) or Vulkan backend, and its speed depends much on the build. The estimate is for upstream llama.cpp of 2025: Intel&apos;s faster IPEX-LLM build is archived, and on an Arc A770 upstream decoded about three quarters of its speed (on the B580, as fast). Fewer chat apps support Arc than NVIDIA CUDA.</source>
        <translation>Intel Arc 通过 SYCL（oneAPI）或 Vulkan 后端运行 llama.cpp，速度很大程度上取决于所用的版本。这里的估算按 2025 年的上游 llama.cpp：Intel 更快的 IPEX-LLM 版本已停止维护（归档），在 Arc A770 上，上游版本的生成速度约为它的四分之三（在 B580 上则相当）。支持 Arc 的聊天软件也比支持 NVIDIA CUDA 的少。</translation>
    </message>
    <message>
        <source>{form} modules are not sold one by one: they come in a server built around a baseboard of {count} GPUs (NVIDIA HGX; AMD and Intel OAM platforms). The price here is the GPUs&apos; alone: ask a vendor for a quote on the whole server, or rent one.</source>
        <translation>{form} 模组不单独零售：它们装在以 {count} 卡基板为核心的服务器中出售（NVIDIA HGX；AMD 和 Intel 的 OAM 平台）。这里的价格只是 GPU 本身：请向供应商询价整台服务器，或者租用。</translation>
    </message>
    <message>
        <source>Your {have} W power supply is close to the {need} W this needs; power spikes may trip it: a {safer} W supply is safer.</source>
        <translation>您的 {have} W 电源接近所需的 {need} W；瞬时功耗尖峰可能触发电源保护断电：换成 {safer} W 的电源更稳妥。</translation>
    </message>
    <message>
        <source>Weak double precision: only {fp64} TFLOPS FP64, less than a 2016 Tesla P100&apos;s 4.7. Fine for FP32 codes, slow for FP64 science.</source>
        <translation>双精度性能弱：FP64 只有 {fp64} TFLOPS，还不及 2016 年 Tesla P100 的 4.7。FP32 程序没问题，FP64 科学计算会很慢。</translation>
    </message>
    <message>
        <source>ECC is off by default on this GeForce card: for long scientific runs turn it on, then restart (on Windows: NVIDIA Control Panel, Change ECC State; on Linux: &apos;sudo nvidia-smi -e 1&apos;; under WSL2 it is set on the Windows side). It costs some speed.</source>
        <translation>这张 GeForce 卡的 ECC 默认关闭：做长时间的科学计算，请把它打开后重启（Windows：NVIDIA 控制面板中的“更改 ECC 状态”；Linux：&apos;sudo nvidia-smi -e 1&apos;；WSL2 下要在 Windows 一侧设置）。打开后速度会略有下降。</translation>
    </message>
    <message>
        <source>Not sold as cards: this superchip GPU comes in boards of {small} or racks of {large} GPUs, with Arm (Grace) CPUs and liquid cooling, so the room needs coolant and rack power. The price here is about a rack&apos;s price divided by its GPUs: ask a vendor to quote the whole system for these {count} GPUs, or rent them.</source>
        <translation>不按单卡销售：这种超级芯片 GPU 只以 {small} 卡的主板或 {large} 卡的整机柜形式提供，配 Arm（Grace）处理器，采用液冷散热，机房需要冷却液和机柜级供电。这里的价格约为整机柜价格除以 GPU 数量：请供应商为这 {count} 张 GPU 的整套系统报价，或者租用。</translation>
    </message>
    <message>
        <source>vLLM does not run on native Windows: the shortlist and the steps are for running it in WSL2 (Linux inside Windows) on this PC. Choose Linux for a machine that runs Linux itself, or llama.cpp (LM Studio, Ollama) as the software to stay on Windows.</source>
        <translation>vLLM 无法在原生 Windows 上运行：推荐清单和步骤按在这台电脑的 WSL2（Windows 中的 Linux）里运行它给出。若机器直接运行 Linux，请选择 Linux；若要留在 Windows 上，请把软件改为 llama.cpp（LM Studio、Ollama）。</translation>
    </message>
    <message>
        <source>{engine} runs models; fine-tuning and training need PyTorch-based tools.</source>
        <translation>{engine} 只用于运行模型（推理）；微调和训练需要基于 PyTorch 的工具。</translation>
    </message>
    <message>
        <source>The model in the answers ({model}) is not used: for this work the size of your data decides the memory, not a model.</source>
        <translation>答案中的模型（{model}）不会用到：这类工作所需的显存取决于数据的大小，而不是模型。</translation>
    </message>
    <message>
        <source>Sized for a server: {users} users at once is more than a chat app serves by default (LM Studio answers {chat_users} at a time), so the model is sized and timed as vLLM serves it, the usual server software, in {precision} as it is released. Name the software as the engine, or choose a format, to size it otherwise.</source>
        <translation>按服务器估算：同时 {users} 个用户超过了聊天软件默认的服务能力（LM Studio 一次回答 {chat_users} 个），因此按常用的服务器软件 vLLM 的服务方式估算显存和速度，使用模型发布时的 {precision} 格式。如需按其他方式估算，请选择运行软件或数字格式。</translation>
    </message>
    <message>
        <source>With a budget of about {price} the cheapest option that fits is {count} × {gpu}.</source>
        <translation>预算约 {price} 时，能满足要求的最便宜方案是 {count} × {gpu}。</translation>
    </message>
    <message>
        <source>An 8-bit KV cache ({kv}: half the memory of 16 bits, next to no quality lost) would make it fit: choose {kv} as the KV cache format (expert mode; kv_cache_precision in a profile).</source>
        <translation>改用 8 位 KV 缓存（{kv}：显存只要 16 位的一半，几乎不损失质量）就能放下：请在专家模式中把 KV 缓存格式选为 {kv}（配置文件中为 kv_cache_precision）。</translation>
    </message>
    <message>
        <source>With a context of {context} tokens instead of {chosen}, {count} × {gpu} would fit.</source>
        <translation>如果把上下文从 {chosen} 缩短到 {context} token，{count} × {gpu} 就能装下。</translation>
    </message>
    <message>
        <source>Quoted but not used: {gpus}: no number of these cards meets every answer (memory, budget, power or software); the cards left out are listed with the reasons.</source>
        <translation>有报价但未采用：{gpus}：这些显卡无论用几张都不能满足您的全部条件（显存、预算、电源或软件）；被排除的显卡及原因已列出。</translation>
    </message>
    <message>
        <source>{file}: {count} rows ({rows}) quote no graphics card (other parts of the computer), so they are left out.</source>
        <translation>{file}：第 {rows} 行共 {count} 行报的不是显卡（电脑的其他配件），已略过。</translation>
    </message>
    <message>
        <source>No single change the wizard tried (more budget, a smaller format, more GPUs) was enough: relax several answers at once, such as budget, region, machine type or power.</source>
        <translation>向导单独尝试的每项改动（增加预算、更小的格式、更多 GPU）都不够：请同时放宽几项回答，例如预算、购买地区、机器类型或电源。</translation>
    </message>
    <message>
        <source>Your {count} × {gpu} can run this: it needs {need} of {have} GiB per card.</source>
        <translation>您现有的 {count} × {gpu} 就能胜任：每张卡需要 {need} GiB，可用 {have} GiB。</translation>
    </message>
    <message>
        <source>Your {count} × {gpu} is not enough for this workload.</source>
        <translation>您现有的 {count} × {gpu} 不足以完成这项工作。</translation>
    </message>
    <message>
        <source>{count} × {gpu}: about {speedup}× the speed of your current card.</source>
        <translation>{count} × {gpu}：速度约为您现有显卡的 {speedup} 倍。</translation>
    </message>
    <message>
        <source>{count} × {gpu} would run it.</source>
        <translation>{count} × {gpu} 可以胜任。</translation>
    </message>
    <message>
        <source>Memory is in GiB (2^30 bytes). A card&apos;s usable memory is the vendor&apos;s figure less {driver} GiB that the driver keeps.</source>
        <translation>显存以 GiB（2^30 字节）计。显卡可用显存为厂商标称容量减去驱动占用的 {driver} GiB。</translation>
    </message>
    <message>
        <source>Memory is in GiB (2^30 bytes). A card&apos;s usable memory is the vendor&apos;s figure less {driver} GiB that the driver keeps, and on a consumer or workstation card {display} GiB more that the Windows desktop keeps.</source>
        <translation>显存以 GiB（2^30 字节）计。显卡可用显存为厂商标称容量减去驱动占用的 {driver} GiB；消费级和工作站显卡还要再减去 Windows 桌面占用的 {display} GiB。</translation>
    </message>
    <message>
        <source>Recommended memory leaves {pct}% of the card spare above the expected peak, as the buying guides advise; a card with less is marked as a tight fit.</source>
        <translation>建议的显存会在预计峰值之外留出显卡 {pct}% 的空余，这是选购指南的建议；空余更少的显卡会标为“显存偏紧”。</translation>
    </message>
    <message>
        <source>Prices are launch list prices converted at bundled, dated exchange rates, with the VAT that prices in yuan or euros include; shop prices differ. Enter quotes as price overrides.</source>
        <translation>价格为官方首发标价，按内置的、注明日期的汇率换算，人民币和欧元价格计入其所含的增值税；实际售价会有出入。可以把报价填入“报价”。</translation>
    </message>
    <message>
        <source>Prices are US launch list prices, before sales tax; shop prices differ. Enter quotes as price overrides.</source>
        <translation>价格为美国官方首发标价（不含销售税）；实际售价会有出入。可以把报价填入“报价”。</translation>
    </message>
    <message>
        <source>Prices are US launch list prices converted at {rate} yuan to the dollar, plus China&apos;s {tax}% VAT, which prices there include; a card launched in China at a yuan price (RTX 4090 D, RTX 5090 D) keeps that price. Shop prices differ: enter quotes as price overrides.</source>
        <translation>价格为美国官方首发标价，按 1 美元 = {rate} 元换算，再加上国内售价所含的 {tax}% 增值税；在国内以人民币定价首发的显卡（RTX 4090 D、RTX 5090 D）直接用其人民币首发价。实际售价会有出入：可以把报价填入“报价”。</translation>
    </message>
    <message>
        <source>Prices are US launch list prices converted at {rate} {currency} to the dollar, plus about {tax}% VAT, which prices in {currency} include. Shop prices differ: enter quotes as price overrides.</source>
        <translation>价格为美国官方首发标价，按 1 美元 = {rate} {currency} 换算，再加上 {currency} 价格所含的约 {tax}% 增值税。实际售价会有出入：可以把报价填入“报价”。</translation>
    </message>
    <message>
        <source>{count} cards are priced from your quotes, not list prices; the shortlist marks them. A quote in another currency is converted at the same rates, with the VAT prices in each currency include taken out and put back (a dollar quote gains China&apos;s VAT in yuan, as a dollar list price does).</source>
        <translation>{count} 款显卡按您的报价计价，而不是标价；推荐清单中已标出。其他币种的报价按相同汇率换算，并先扣除、再加上各币种价格所含的增值税（美元报价换成人民币时加上中国的增值税，与美元标价的换算方式相同）。</translation>
    </message>
    <message>
        <source>Power supply = (GPU board power x count + {desktop} W for a desktop or {server} W for a server + {extra} W for each card after the first) x {factor}, rounded up to a common size.</source>
        <translation>电源功率 =（GPU 整卡功耗 × 张数 + 台式机 {desktop} W 或服务器 {server} W + 第一张之后每张卡 {extra} W）× {factor}，向上取整到常见规格。</translation>
    </message>
    <message>
        <source>Score = speed^0.6 x speed-per-price^0.4 (both relative to the best), less for tight memory and for each ecosystem warning; a card without a price counts as the poorest value of those with one.</source>
        <translation>评分 = 速度^0.6 × 性价比^0.4（均相对最优者），显存偏紧或每有一条生态警告都会扣分；没有价格的卡按有价格的卡中性价比最低者计算。</translation>
    </message>
    <message>
        <source>Your scene + the renderer&apos;s runtime; speed from the Blender benchmark (Blender Open Data).</source>
        <translation>您的场景 + 渲染器运行时；速度取自 Blender 基准测试（Blender Open Data）。</translation>
    </message>
    <message>
        <source>Install AMD Software: Adrenalin Edition {version} or newer (Radeon PRO: {pro} or newer), the oldest driver Blender&apos;s HIP backend accepts.</source>
        <translation>安装 AMD Software: Adrenalin Edition {version} 或更新版本（Radeon PRO：{pro} 或更新），这是 Blender HIP 后端支持的最低驱动版本。</translation>
    </message>
    <message>
        <source>Install the amdgpu driver from Radeon Software for Linux {version} or newer, or ROCm {rocm} or newer, the oldest Blender&apos;s HIP backend accepts.</source>
        <translation>安装 Radeon Software for Linux {version} 或更新版本中的 amdgpu 驱动，或 ROCm {rocm} 或更新版本，这是 Blender HIP 后端支持的最低版本。</translation>
    </message>
    <message>
        <source>Install Intel&apos;s Arc graphics driver {version} or newer, the oldest Blender&apos;s oneAPI backend accepts (Blender 4.4 and later).</source>
        <translation>安装 Intel Arc 显卡驱动 {version} 或更新版本，这是 Blender oneAPI 后端支持的最低版本（Blender 4.4 及以后）。</translation>
    </message>
    <message>
        <source>Install the Intel GPU compute runtime {version} or newer, the oldest Blender&apos;s oneAPI backend accepts (Blender 4.4 and later).</source>
        <translation>安装 Intel GPU 计算运行时 {version} 或更新版本，这是 Blender oneAPI 后端支持的最低版本（Blender 4.4 及以后）。</translation>
    </message>
    <message>
        <source>Install ROCm on a supported distribution (Ubuntu 22.04/24.04, RHEL 9): first the amdgpu-install package for your distribution from AMD&apos;s ROCm quick-start guide (repo.radeon.com), then run the command below; your card is {gfx}.</source>
        <translation>在受支持的发行版（Ubuntu 22.04/24.04、RHEL 9）上安装 ROCm：先按 AMD 的 ROCm 快速入门指南，从 repo.radeon.com 下载并安装适合您发行版的 amdgpu-install 软件包，再运行下面的命令；您的显卡是 {gfx}。</translation>
    </message>
    <message>
        <source>Install AMD Adrenalin {adrenalin} or newer on Windows, then ROCm for WSL in Ubuntu 24.04 following AMD&apos;s WSL guide.</source>
        <translation>在 Windows 上安装 AMD Adrenalin {adrenalin} 或更新版本，然后按照 AMD 的 WSL 指南在 Ubuntu 24.04 中安装 ROCm for WSL。</translation>
    </message>
    <message>
        <source>Then install the training libraries into the same Python environment, with the command below: {libs}. On AMD and Intel cards, check that the bitsandbytes release supports yours. Unsloth, Axolotl and torchtune package the same steps.</source>
        <translation>然后用下面的命令，在同一个 Python 环境中安装训练库：{libs}。AMD 和 Intel 显卡请确认所装的 bitsandbytes 版本支持您的卡。Unsloth、Axolotl 和 torchtune 把这些步骤打包好了。</translation>
    </message>
    <message>
        <source>Let Ollama answer the {users} people at once, or the others wait in a queue: set OLLAMA_NUM_PARALLEL to {users} and restart it (1 by default). LM Studio answers up to 4 at a time already; llama-server takes -np {users}, with -c for all the contexts together.</source>
        <translation>让 Ollama 同时回答这 {users} 个人，否则其他人需要排队：把 OLLAMA_NUM_PARALLEL 设为 {users} 后重启 Ollama（默认为 1）。LM Studio 默认已可同时回答最多 4 个人；llama-server 则使用 -np {users}，并用 -c 指定所有人上下文的总和。</translation>
    </message>
    <message>
        <source>Download the model as a {precision} GGUF file, the format these figures are for: LM Studio lists {precision} among each model&apos;s download options, and Ollama&apos;s tags for it end in &apos;{tag}&apos; (Qwen2.5 7B&apos;s, for one, is &apos;qwen2.5:7b-instruct-{tag}&apos;; your model&apos;s has its own name and size). Another format is another size and speed.</source>
        <translation>下载 {precision} 格式的 GGUF 模型文件，以上估算正是按这种格式算的：LM Studio 在每个模型的下载选项中列出 {precision}，Ollama 中对应的标签以“{tag}”结尾（以 Qwen2.5 7B 为例是“qwen2.5:7b-instruct-{tag}”；您的模型有它自己的名称和大小）。换成别的格式，文件大小和速度都会不同。</translation>
    </message>
    <message>
        <source>Memory per GPU = your whole scene (each GPU holds a copy) + the renderer&apos;s runtime.</source>
        <translation>单卡显存 = 整个场景（每张 GPU 各存一份）+ 渲染器运行时。</translation>
    </message>
    <message>
        <source>Tokens/s = batch {batch} / time per step; time per step = (weights + each sequence&apos;s KV cache) / (memory bandwidth x efficiency) + a fixed time per layer, or the compute time if that is longer.</source>
        <translation>token/s = 批大小 {batch} / 每步耗时；每步耗时 =（权重 + 每个序列的 KV 缓存）/（显存带宽 × 效率）+ 每层固定耗时；若计算耗时更长则取计算耗时。</translation>
    </message>
    <message>
        <source>{model} supports {max} tokens of context; you asked for {context}. The memory is sized for your length, but the model needs a long-context version or RoPE scaling (YaRN) to use it, if it has one.</source>
        <translation>{model} 支持 {max} 个 token 的上下文；您要的是 {context}。显存按您要的长度估算，但模型需要长上下文版本或 RoPE 缩放（YaRN）才能用到这么长（如果它支持的话）。</translation>
    </message>
    <message>
        <source>An 8-bit KV cache would cost less: with the cache in {kv} (half the memory of 16 bits; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price} ({saving}% less). Choose {kv} as the KV cache format (expert mode; kv_cache_precision in a profile) to see it ranked.</source>
        <translation>改用 8 位 KV 缓存会更省钱：缓存采用 {kv}（显存只要 16 位的一半，几乎不损失质量）时，每张卡需要 {need} GiB，{count} × {gpu} 满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}（便宜 {saving}%）。在专家模式中把 KV 缓存格式选为 {kv}（配置文件中为 kv_cache_precision）即可看到它的排名。</translation>
    </message>
    <message>
        <source>8-bit would cost less: in {precision} (8-bit, as LM Studio, Ollama and llama.cpp run it; next to no quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price} ({saving}% less). Choose 8-bit ({precision}) as the quality to see it ranked.</source>
        <translation>用 8 位会更省钱：换成 {precision}（8 位，LM Studio、Ollama 和 llama.cpp 常用的格式，质量几乎没有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}（便宜 {saving}%）。把“质量”改为 8 位（{precision}）即可看到它的排名。</translation>
    </message>
    <message>
        <source>4-bit would cost less: in {precision} (4-bit, as LM Studio, Ollama and llama.cpp run it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price} ({saving}% less). Choose 4-bit ({precision}) as the quality to see it ranked.</source>
        <translation>用 4 位会更省钱：换成 {precision}（4 位，LM Studio、Ollama 和 llama.cpp 常用的格式，质量略有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}（便宜 {saving}%）。把“质量”改为 4 位（{precision}）即可看到它的排名。</translation>
    </message>
    <message>
        <source>FP8 would cost less: in FP8 (8-bit, which vLLM makes from the 16-bit weights as it loads them; no measurable quality lost) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price} ({saving}% less). Choose 8-bit (FP8) as the quality to see it ranked.</source>
        <translation>用 FP8 会更省钱：换成 FP8（8 位，vLLM 加载时由 16 位权重直接转换；质量没有可测量的损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}（便宜 {saving}%）。把“质量”改为 8 位（FP8）即可看到它的排名。</translation>
    </message>
    <message>
        <source>4-bit would cost less: in 4-bit (a published AWQ or GPTQ version of the model, as vLLM serves it; a slight quality loss) the model needs {need} GiB per card, and {count} × {gpu} meets your other answers at about {ratio}× the top pick&apos;s speed, for {price} ({saving}% less). Choose 4-bit as the quality to see it ranked.</source>
        <translation>用 4 位会更省钱：换成 4 位（该模型已发布的 AWQ 或 GPTQ 版本，由 vLLM 提供服务；质量略有损失），模型每张卡只需 {need} GiB，{count} × {gpu} 即可满足您的其他条件，速度约为首选方案的 {ratio} 倍，价格 {price}（便宜 {saving}%）。把“质量”改为 4 位即可看到它的排名。</translation>
    </message>
    <message>
        <source>With {engine}, the computer&apos;s processor, not the GPU, sets the speed of {picks} of these picks: it starts every layer of every token in turn, so faster cards do not generate faster. A compiled engine such as vLLM (Linux) or llama.cpp shows the cards&apos; real differences: set it as the engine in your answers.</source>
        <translation>使用 {engine} 时，这些方案中有 {picks} 个的速度由电脑的处理器而不是 GPU 决定：它要逐个启动每个 token 的每一层，所以更快的显卡也生成不了更快。vLLM（Linux）或 llama.cpp 这类编译型引擎才能体现各显卡的真实差别：请在回答中把推理引擎设为它。</translation>
    </message>
    <message>
        <source>Tokens/s = batch {batch} / time per step; time per step = the longer of reading (weights + each sequence&apos;s KV cache) / (memory bandwidth x efficiency) and the host&apos;s time to start every layer, which runs alongside the reads (or the compute time if that is longer).</source>
        <translation>token/s = 批大小 {batch} / 每步耗时；每步耗时取以下两者中较长者：读取（权重 + 每个序列的 KV 缓存）/（显存带宽 × 效率）的时间，与主机逐层启动计算的时间（两者同时进行）；若计算耗时更长则取计算耗时。</translation>
    </message>
    <message>
        <source>Prompt tokens/s = tensor rate x utilisation / FLOPs per token (2 x parameters + attention over {context} tokens).</source>
        <translation>提示词处理 token/s = 张量核心算力 × 利用率 / 每个 token 的计算量（2 × 参数量 + {context} 个 token 的注意力计算）。</translation>
    </message>
    <message>
        <source>Time per prompt token = FLOPs per token (2 x active parameters + attention over {context} tokens) / (tensor rate x utilisation) + the experts a chunk of {chunk} tokens reads / (bandwidth x efficiency) / {chunk}; prompt tokens/s = 1 / that time.</source>
        <translation>每个提示词 token 的时间 = 每 token 浮点运算量（2 × 激活参数 + 对 {context} 个 token 的注意力）÷（张量算力 × 利用率）+ 每个 {chunk} token 分块读取的专家权重 ÷（带宽 × 效率）÷ {chunk}；提示词 token/s = 1 ÷ 该时间。</translation>
    </message>
    <message>
        <source>Training tokens/s = bf16 tensor rate x utilisation (MFU) x effective GPUs / ({per_param} x parameters + attention) FLOPs per token.</source>
        <translation>训练 token/s = bf16 张量核心算力 × 利用率（MFU）× 有效 GPU 数 / 每个 token 的计算量（{per_param} × 参数量 + 注意力）。</translation>
    </message>
    <message>
        <source>Your code is taken to be limited by arithmetic. If it moves a lot of data per operation (CFD, finite elements, stencils, sparse solvers), answer so: its speed then follows memory bandwidth, and the ranking changes.</source>
        <translation>这里假定您的程序受算力限制。如果它每次运算都要搬运大量数据（CFD、有限元、模板计算、稀疏求解器），请如实选择：那时速度取决于显存带宽，排名也会改变。</translation>
    </message>
    <message>
        <source>Your code is taken to be limited by arithmetic. If it moves a lot of data per operation (CFD, finite elements, stencils, sparse solvers), answer so: its speed then follows memory bandwidth, and the ranking changes. Dense matrix work (DGEMM, LU or QR solvers) runs faster on datacenter cards&apos; FP64 matrix units: answer so too.</source>
        <translation>这里假定您的程序受算力限制。如果它每次运算都要搬运大量数据（CFD、有限元、模板计算、稀疏求解器），请如实选择：那时速度取决于显存带宽，排名也会改变。稠密矩阵运算（DGEMM、LU 或 QR 求解器）在数据中心卡的 FP64 矩阵单元上更快：这种情况也请如实选择。</translation>
    </message>
    <message>
        <source>Dense matrix work (DGEMM and the solvers built on it, through cuBLAS or rocBLAS) runs on this card&apos;s FP64 matrix units: {peak} TFLOPS at peak, against {vector} TFLOPS for other FP64 code.</source>
        <translation>稠密矩阵运算（DGEMM 及基于它的求解器，通过 cuBLAS 或 rocBLAS）在这张卡的 FP64 矩阵单元上运行：峰值 {peak} TFLOPS，而其他 FP64 代码为 {vector} TFLOPS。</translation>
    </message>
    <message>
        <source>Effective TFLOPS = peak FP64 (or FP32) rate x a typical efficiency x GPUs.</source>
        <translation>有效 TFLOPS = FP64（或 FP32）峰值算力 × 典型效率 × GPU 数。</translation>
    </message>
    <message>
        <source>{model} is released with {precision} weights, so that is the precision used (choose one to change it).</source>
        <translation>{model} 的官方权重以 {precision} 格式发布，因此按此精度计算（如需其他精度，请自行选择）。</translation>
    </message>
    <message>
        <source>Includes {gib} GiB per GPU for the CUDA context, which PyTorch&apos;s own memory counters do not show.</source>
        <translation>已包含每张 GPU 上 {gib} GiB 的 CUDA 上下文，PyTorch 自带的显存统计不会显示这部分。</translation>
    </message>
    <message>
        <source>{precision} weights take {bits} bits per weight on average, scales included; bitsandbytes, AWQ, GPTQ and FP8 formats keep embeddings and the output layer in 16-bit.</source>
        <translation>{precision} 权重平均每个占 {bits} 位（含缩放因子）；bitsandbytes、AWQ、GPTQ 和 FP8 格式的嵌入层和输出层仍为 16 位。</translation>
    </message>
    <message>
        <source>{model}&apos;s GGUF keeps the mixture-of-experts weights in MXFP4 ({expert_bits} bits per weight, scales included) and every other weight in Q8_0 ({other_bits} bits), as llama.cpp&apos;s own files of it do (LM Studio downloads these): {bits} bits per weight on average. Ollama&apos;s own file of it keeps those other weights in BF16 and is {more} GiB larger.</source>
        <translation>{model} 的 GGUF 把混合专家（MoE）权重保存为 MXFP4（每个权重 {expert_bits} 位，含缩放因子），其余权重都是 Q8_0（{other_bits} 位），llama.cpp 官方的该模型文件就是这样（LM Studio 下载的也是这种）：平均每个权重 {bits} 位。Ollama 自己的该模型文件把这些其余权重保存为 BF16，大 {more} GiB。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on every linear layer of attention and MLP; adapters, their gradients and AdamW states in fp32.</source>
        <translation>在注意力和 MLP 的每个线性层上使用秩为 {rank} 的 LoRA；适配器及其梯度和 AdamW 状态均为 fp32。</translation>
    </message>
    <message>
        <source>Gradient checkpointing on: only each layer&apos;s input is kept, one layer is recomputed at a time.</source>
        <translation>已开启梯度检查点：只保留每层的输入，每次重新计算一层。</translation>
    </message>
    <message>
        <source>Gradient checkpointing off: every layer keeps its activations for the backward pass.</source>
        <translation>未开启梯度检查点：每一层都保留激活值供反向传播使用。</translation>
    </message>
    <message>
        <source>Sized for an eager PyTorch / Hugging Face (DeepSpeed) recipe; compiled recipes with chunked loss (torchtune) need less, paged or CPU-offloaded optimizers much less.</source>
        <translation>按 PyTorch / Hugging Face（DeepSpeed）常规（eager）训练方案估算；使用分块损失的编译方案（torchtune）需要更少显存，分页或卸载到 CPU 的优化器则少得多。</translation>
    </message>
    <message>
        <source>{engine} on {memory_type} memory reaches {eff}% of the bandwidth when reading the weights, plus {layer_us} microseconds per layer per token (measured).</source>
        <translation>{engine} 在 {memory_type} 显存上读取权重时可达到 {eff}% 的显存带宽，另加每个 token 每层 {layer_us} 微秒（实测）。</translation>
    </message>
    <message>
        <source>{engine} on {memory_type} memory reaches {eff}% of the bandwidth when reading the weights; it runs each layer eagerly, and the host needs {layer_us} microseconds per layer per token, so whichever is longer sets the pace (measured).</source>
        <translation>{engine} 在 {memory_type} 显存上读取权重时可达到 {eff}% 的显存带宽；它逐层即时执行，主机每个 token 每层需要 {layer_us} 微秒，两者中较长者决定速度（实测）。</translation>
    </message>
    <message>
        <source>Speed is averaged over a conversation: the KV cache read grows from the prompt to {context} tokens, counted at half.</source>
        <translation>速度按整段对话平均：读取的 KV 缓存从提示词长度增长到 {context} 个 token，按一半计算。</translation>
    </message>
    <message>
        <source>{count} GPUs: the engine splits every layer across them (tensor parallel), so the weights are read {speedup}× faster.</source>
        <translation>{count} 张 GPU：推理引擎把每一层拆到各张卡上（张量并行），读取权重的速度是一张卡的 {speedup} 倍。</translation>
    </message>
    <message>
        <source>{count} GPUs: the layers run on one GPU after the other (a layer split, or a pipeline where the attention heads do not divide evenly), which adds memory, not speed.</source>
        <translation>{count} 张 GPU：各层在一张卡算完再到下一张卡（按层拆分；注意力头数不能整除时为流水线），增加的是显存而不是速度。</translation>
    </message>
    <message>
        <source>The model&apos;s {heads} attention heads do not divide evenly over {count} GPUs, so tensor-parallel serving cannot split its layers: the GPUs run as a pipeline, with the memory of {count} GPUs but about the speed of one. {fewer} or {more} GPUs would split every layer.</source>
        <translation>模型的 {heads} 个注意力头不能平均分到 {count} 张 GPU 上，张量并行无法拆分各层：这些 GPU 只能按流水线运行，有 {count} 张卡的显存，但速度约等于一张卡。用 {fewer} 或 {more} 张 GPU 才能拆分每一层。</translation>
    </message>
    <message>
        <source>Reading the experts takes longer than the arithmetic here: each chunk of {chunk} prompt tokens touches nearly every expert of this MoE model. Bigger chunks read them less often (llama.cpp: --ubatch-size 2048).</source>
        <translation>这里读取专家权重比计算更耗时：每个 {chunk} 个提示词 token 的分块几乎会用到这个 MoE 模型的每个专家。分块越大，读取次数越少（llama.cpp：--ubatch-size 2048）。</translation>
    </message>
    <message>
        <source>Prompt processing runs at {util}% of {tflops} TFLOPS (half-precision tensor rate as the engine uses it).</source>
        <translation>提示词处理按 {tflops} TFLOPS 的 {util}% 计算（引擎所用的半精度张量核心算力）。</translation>
    </message>
    <message>
        <source>Training reaches {mfu}% of the bf16 tensor peak on {segment} GPUs; {count} GPUs act as {effective}.</source>
        <translation>在{segment} GPU 上训练可达到 bf16 张量核心峰值算力的 {mfu}%；{count} 张 GPU 相当于 {effective} 张。</translation>
    </message>
    <message>
        <source>Checked against {n} published measurements not used for fitting: median error {median}%, 9 in 10 within {p90}%. Shown as +/-{band}%.</source>
        <translation>已用 {n} 条未参与拟合的公开实测数据检验：误差中位数 {median}%，九成在 {p90}% 以内。显示为 ±{band}%。</translation>
    </message>
    <message>
        <source>The published measurements cover {engines}, not {engine}: for those, median error {median}% over {n} held-out rows; +/-{band}% is shown, but {engine} may differ more.</source>
        <translation>公开实测数据覆盖 {engines}，不包括 {engine}：前者在 {n} 条留出数据上的误差中位数为 {median}%；这里显示 ±{band}%，但 {engine} 的偏差可能更大。</translation>
    </message>
    <message>
        <source>No published measurement checks this estimate; +/-{band}% is a judgement.</source>
        <translation>没有公开实测数据可以检验这项估算；±{band}% 是经验判断。</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作数据集</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation>阻断问题</translation>
    </message>
    <message>
        <source>Run a chatbot or other model (inference)</source>
        <translation>运行对话机器人或其他模型（推理）</translation>
    </message>
    <message>
        <source>Fine-tune with LoRA</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>Fine-tune with QLoRA (4-bit)</source>
        <translation>QLoRA 微调（4 位）</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>Train from scratch</source>
        <translation>从零训练</translation>
    </message>
    <message>
        <source>Scientific computing (HPC)</source>
        <translation>科学计算（HPC）</translation>
    </message>
    <message>
        <source>3D rendering</source>
        <translation>3D 渲染</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>WSL2 (Linux on Windows)</source>
        <translation>WSL2（Windows 上的 Linux）</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <source>workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>datacenter</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>边缘</translation>
    </message>
    <message>
        <source>KeyShot (GPU mode)</source>
        <translation>KeyShot（GPU 模式）</translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <source>Desktop PC or workstation</source>
        <translation>台式机或工作站</translation>
    </message>
    <message>
        <source>Rack server</source>
        <translation>机架式服务器</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>无偏好</translation>
    </message>
    <message>
        <source>Mainland China (only cards sold there)</source>
        <translation>中国大陆（只限当地有售的显卡）</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>不限地区</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Mixed precision (BF16 with FP32 master weights)</source>
        <translation>混合精度（BF16，FP32 主权重）</translation>
    </message>
    <message>
        <source>BF16 throughout</source>
        <translation>全程 BF16</translation>
    </message>
    <message>
        <source>Not decided</source>
        <translation>未定</translation>
    </message>
    <message>
        <source>Not sure (taken as arithmetic)</source>
        <translation>不确定（按受算力限制计算）</translation>
    </message>
    <message>
        <source>Moving data (memory-bound)</source>
        <translation>数据搬运（受内存限制）</translation>
    </message>
    <message>
        <source>Arithmetic (compute-bound)</source>
        <translation>算术运算（受算力限制）</translation>
    </message>
    <message>
        <source>GPU purchase requests: summary</source>
        <translation>GPU 采购申请汇总</translation>
    </message>
    <message>
        <source>Prepared with GPU Selection Wizard {version} on {date}. GPU catalog {catalog} of {catalog_date}. 1 request.</source>
        <translation>由 GPU 选型向导 {version} 于 {date} 生成。显卡目录 {catalog}（{catalog_date}）。共 1 项申请。</translation>
    </message>
    <message>
        <source>Prepared with GPU Selection Wizard {version} on {date}. GPU catalog {catalog} of {catalog_date}. {n} requests.</source>
        <translation>由 GPU 选型向导 {version} 于 {date} 生成。显卡目录 {catalog}（{catalog_date}）。共 {n} 项申请。</translation>
    </message>
    <message>
        <source>see below the table</source>
        <translation>见表格下方</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Nothing fits</source>
        <translation>没有合适的显卡</translation>
    </message>
    <message>
        <source>what would help is in its summary</source>
        <translation>可行的调整见该文件</translation>
    </message>
    <message>
        <source>{count} × {gpu}</source>
        <translation>{count} × {gpu}</translation>
    </message>
    <message>
        <source>({cards} cards in all)</source>
        <translation>（共 {cards} 张）</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>申请</translation>
    </message>
    <message>
        <source>GPUs, all machines</source>
        <translation>显卡合计</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Requests that could not be read</source>
        <translation>无法读取的申请</translation>
    </message>
    <message>
        <source>Read before approving</source>
        <translation>审批前请阅读</translation>
    </message>
    <message>
        <source>A price marked (quote) is a vendor&apos;s quote.</source>
        <translation>标有（报价）的价格为商家报价。</translation>
    </message>
    <message>
        <source>Each request&apos;s own summary (the PDF named under Details) gives the reasons, the warnings, the alternatives and what to install.</source>
        <translation>每项申请自己的建议书（“详情”一栏中的 PDF）列出理由、警告、备选方案和需要安装的软件。</translation>
    </message>
    <message>
        <source>GPU Selection Wizard</source>
        <translation>GPU 选型向导</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>GPU purchase summary</source>
        <translation>GPU 采购建议书</translation>
    </message>
    <message>
        <source>Catalog {version} ({date}) · prepared {today}</source>
        <translation>显卡目录 {version}（{date}）· 生成于 {today}</translation>
    </message>
    <message>
        <source>Prepared with GPU Selection Wizard {version} on {date}. GPU catalog {catalog} of {catalog_date} ({count} GPUs).</source>
        <translation>由 GPU 选型向导 {version} 于 {date} 生成。显卡目录 {catalog}（{catalog_date}，共 {count} 款 GPU）。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>{count} × {gpu}: {price}, about {speed} {unit} (±{band}). Power supply: at least {psu} W.</source>
        <translation>{count} × {gpu}：{price}，约 {speed} {unit}（±{band}）。电源：至少 {psu} W。</translation>
    </message>
    <message>
        <source>{count} × {gpu}: {price}, about {speed} {unit} (±{band}). A complete computer with its own power supply.</source>
        <translation>{count} × {gpu}：{price}，约 {speed} {unit}（±{band}）。这是一台自带电源的完整电脑。</translation>
    </message>
    <message>
        <source>One alternative follows in the shortlist; the details explain the choice.</source>
        <translation>推荐清单中另有 1 个备选方案；后文详细说明选择理由。</translation>
    </message>
    <message>
        <source>{n} alternatives follow in the shortlist; the details explain the choice.</source>
        <translation>推荐清单中另有 {n} 个备选方案；后文详细说明选择理由。</translation>
    </message>
    <message>
        <source>Nothing in the catalog meets every requirement.</source>
        <translation>目录中没有能满足全部要求的显卡。</translation>
    </message>
    <message>
        <source>What would help:</source>
        <translation>可以尝试：</translation>
    </message>
    <message>
        <source>What the GPUs are for</source>
        <translation>GPU 用途</translation>
    </message>
    <message>
        <source>{name} ({params} billion parameters)</source>
        <translation>{name}（{params}B 参数）</translation>
    </message>
    <message>
        <source>A custom model of {params} billion parameters</source>
        <translation>自定义模型，{params}B 参数</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>{precision} (as released)</source>
        <translation>{precision}（官方发布格式）</translation>
    </message>
    <message>
        <source>{engine} (LM Studio, Ollama)</source>
        <translation>{engine}/LM Studio/Ollama</translation>
    </message>
    <message>
        <source>Software that runs it</source>
        <translation>运行软件（推理引擎）</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} 个 token</translation>
    </message>
    <message>
        <source>Batch size per GPU</source>
        <translation>每个 GPU 的批大小</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Data that must fit in GPU memory</source>
        <translation>必须放进显存的数据</translation>
    </message>
    <message>
        <source>{n} GB</source>
        <translation>{n} GB</translation>
    </message>
    <message>
        <source>Needs double precision (FP64)</source>
        <translation>需要双精度（FP64）</translation>
    </message>
    <message>
        <source>What limits the code</source>
        <translation>程序受什么限制</translation>
    </message>
    <message>
        <source>Renderer</source>
        <translation>渲染器</translation>
    </message>
    <message>
        <source>Not sure, or another</source>
        <translation>不确定，或其他渲染器</translation>
    </message>
    <message>
        <source>{amount} per machine</source>
        <translation>每台机器 {amount}</translation>
    </message>
    <message>
        <source>{amount} in total</source>
        <translation>合计 {amount}</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>No limit given</source>
        <translation>未设上限</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Kind of machine</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <source>Where the cards are bought</source>
        <translation>购买地区</translation>
    </message>
    <message>
        <source>GPUs per machine</source>
        <translation>每台机器 GPU 数</translation>
    </message>
    <message>
        <source>up to {n}</source>
        <translation>最多 {n} 张</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器数量</translation>
    </message>
    <message>
        <source>Existing power supply</source>
        <translation>现有电源</translation>
    </message>
    <message>
        <source>Power limit for the GPUs</source>
        <translation>GPU 功耗上限</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Chosen to suit the cards</source>
        <translation>按所选显卡配置</translation>
    </message>
    <message>
        <source>{hours} hours a day for 1 year, at {price} per kWh (a typical price, assumed)</source>
        <translation>每天 {hours} 小时，共 1 年，电价每千瓦时 {price}（按常见电价假设）</translation>
    </message>
    <message>
        <source>{hours} hours a day for 1 year, at {price} per kWh</source>
        <translation>每天 {hours} 小时，共 1 年，电价每千瓦时 {price}</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用情况</translation>
    </message>
    <message>
        <source>(quoted as {amount})</source>
        <translation>（报价为 {amount}）</translation>
    </message>
    <message>
        <source>Quoted price</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>您的回答</translation>
    </message>
    <message>
        <source>Your answers</source>
        <translation>您的回答</translation>
    </message>
    <message>
        <source>Split across several GPUs, each needs less: the shortlist shows the memory needed on each GPU of every configuration.</source>
        <translation>拆分到多张 GPU 上时，每张卡所需的显存更少：推荐清单列出了每种配置中每张 GPU 所需的显存。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>The model size is approximate.</source>
        <translation>模型规模为近似值。</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>所需显存</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32（TFLOPS）</translation>
    </message>
    <message>
        <source>Ray-tracing cores</source>
        <translation>光线追踪核心</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation>推荐清单</translation>
    </message>
    <message>
        <source>No configuration meets every requirement.</source>
        <translation>没有能满足全部要求的配置。</translation>
    </message>
    <message>
        <source>Cost over 1 year</source>
        <translation>1 年总成本</translation>
    </message>
    <message>
        <source>Cost over {years} years per machine</source>
        <translation>每台 {years} 年总成本</translation>
    </message>
    <message>
        <source>Cost over 1 year per machine</source>
        <translation>每台 1 年总成本</translation>
    </message>
    <message>
        <source>{total} for {machines} machines</source>
        <translation>{machines} 台共 {total}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格参数</translation>
    </message>
    <message>
        <source>Why each one fits</source>
        <translation>各方案的推荐理由</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Usable memory per GPU and what the work needs</source>
        <translation>单卡可用显存与工作所需显存</translation>
    </message>
    <message>
        <source>needed on each GPU</source>
        <translation>每张 GPU 所需</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>张数</translation>
    </message>
    <message>
        <source>Memory per GPU, needed / usable (GiB)</source>
        <translation>需/可用显存 (GiB)</translation>
    </message>
    <message>
        <source>Estimated speed ({unit})</source>
        <translation>预计速度（{unit}）</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>GPU power (W)</source>
        <translation>GPU 功耗（W）</translation>
    </message>
    <message>
        <source>Power supply (W)</source>
        <translation>电源（W）</translation>
    </message>
    <message>
        <source>Cost over {years} years</source>
        <translation>{years} 年总成本</translation>
    </message>
    <message>
        <source>(quote)</source>
        <translation>（报价）</translation>
    </message>
    <message>
        <source>{price} each</source>
        <translation>单价 {price}</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>BF16/FP16 (TFLOPS)</source>
        <translation>BF16/FP16 (TFLOPS)</translation>
    </message>
    <message>
        <source>GPUs {price} per machine, {total} for {machines} machines ({cards} cards in all)</source>
        <translation>显卡每台 {price}，{machines} 台共 {total}（共 {cards} 张卡）</translation>
    </message>
    <message>
        <source>Quality (number format)</source>
        <translation>质量（数值格式）</translation>
    </message>
    <message>
        <source>Not sure; sized as {engine} runs it</source>
        <translation>不确定；按 {engine} 的运行方式估算</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>{watts} W, with {eight} × PCIe 8-pin and {sixteen} × 16-pin plugs</source>
        <translation>{watts} W，带 {eight} 个 PCIe 8-pin 和 {sixteen} 个 16-pin 插头</translation>
    </message>
    <message>
        <source>{hours} hours a day for {years} years, at {price} per kWh</source>
        <translation>每天 {hours} 小时，共 {years} 年，电价每千瓦时 {price}</translation>
    </message>
    <message>
        <source>{hours} hours a day for {years} years, at {price} per kWh (a typical price, assumed)</source>
        <translation>每天 {hours} 小时，共 {years} 年，电价每千瓦时 {price}（按常见电价假设）</translation>
    </message>
    <message>
        <source>Each GPU holds the whole scene: more GPUs render faster, but each still needs this much.</source>
        <translation>每张 GPU 都要装下整个场景：GPU 越多渲染越快，但每张卡仍需要这么多显存。</translation>
    </message>
    <message>
        <source>FP64 (TFLOPS)</source>
        <translation>FP64（TFLOPS）</translation>
    </message>
    <message>
        <source>{unit}, {who}</source>
        <translation>{unit}，{who}</translation>
    </message>
    <message>
        <source>Price of the GPUs</source>
        <translation>显卡价格</translation>
    </message>
    <message>
        <source>GPUs&apos; price per machine</source>
        <translation>每台显卡价格</translation>
    </message>
    <message>
        <source>Board power (W)</source>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>List price date</source>
        <translation>标价日期</translation>
    </message>
    <message>
        <source>Prices are your quotes, in {currency}. The cost over the years adds electricity for the GPUs.</source>
        <translation>价格为您填写的报价，以 {currency} 计。多年总成本包含 GPU 的电费。</translation>
    </message>
    <message>
        <source>Prices are list prices in {currency}, or your quotes where marked; shop prices differ. The cost over the years adds electricity for the GPUs.</source>
        <translation>价格为以 {currency} 计的官方标价，标注处为您填写的报价；实际售价会有出入。多年总成本包含 GPU 的电费。</translation>
    </message>
    <message>
        <source>Numbers in the dots are the shortlist ranks. Speed bars show the error band; the dashed line joins the best buys (nothing is both cheaper and faster).</source>
        <translation>圆点中的数字是推荐清单中的排名。速度误差线表示误差范围；虚线连接最划算的选择（没有其他卡既更便宜又更快）。</translation>
    </message>
    <message>
        <source>Price ({currency})</source>
        <translation>价格（{currency}）</translation>
    </message>
    <message>
        <source>Speed against price</source>
        <translation>速度与价格</translation>
    </message>
    <message>
        <source>Best buys</source>
        <translation>最划算</translation>
    </message>
    <message>
        <source>Speed per watt</source>
        <translation>能效（每瓦速度）</translation>
    </message>
    <message>
        <source>{unit} per W</source>
        <translation>每瓦 {unit}</translation>
    </message>
    <message>
        <source>Cost over 1 year (purchase + electricity)</source>
        <translation>1 年总成本（购买 + 电费）</translation>
    </message>
    <message>
        <source>Cost over {years} years (purchase + electricity)</source>
        <translation>{years} 年总成本（购买 + 电费）</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Longest training sequence that fits</source>
        <translation>可容纳的最长训练序列</translation>
    </message>
    <message>
        <source>Longest context that fits</source>
        <translation>可容纳的最长上下文</translation>
    </message>
    <message>
        <source>you chose {tokens}</source>
        <translation>您选择的 {tokens}</translation>
    </message>
    <message>
        <source>tokens per sequence</source>
        <translation>每条序列的 token 数</translation>
    </message>
    <message>
        <source>Warnings and what they mean</source>
        <translation>警告及其含义</translation>
    </message>
    <message>
        <source>No warnings for the shortlisted cards.</source>
        <translation>推荐清单中的显卡没有警告。</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Next steps after buying</source>
        <translation>购买后的下一步</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Step and command</source>
        <translation>步骤和命令</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Assumptions and formulas</source>
        <translation>假设条件与计算公式</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>签字确认</translation>
    </message>
    <message>
        <source>No card was left out.</source>
        <translation>没有显卡被排除。</translation>
    </message>
    <message>
        <source>Cards that fit but rank lower</source>
        <translation>满足要求但排名较低的显卡</translation>
    </message>
    <message>
        <source>1 more card meets every requirement. It is shown at its best number of GPUs, with the warnings that cost it points; section {section} explains the score.</source>
        <translation>另有 1 款显卡满足全部要求。它按其最佳 GPU 数量列出，并附上使其扣分的警告；评分方法见第 {section} 节。</translation>
    </message>
    <message>
        <source>{n} more cards meet every requirement. Each is shown at its best number of GPUs, with the warnings that cost it points; section {section} explains the score.</source>
        <translation>另有 {n} 款显卡满足全部要求。每款按其最佳 GPU 数量列出，并附上使其扣分的警告；评分方法见第 {section} 节。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Dense matrices (DGEMM, solvers)</source>
        <translation>稠密矩阵（DGEMM、求解器）</translation>
    </message>
    <message>
        <source>no list price (ask a vendor for a quote)</source>
        <translation>无公开标价（请向经销商询价）</translation>
    </message>
    <message>
        <source>On one GPU the work needs about {need} GiB of memory (±{band}). Cards with at least {rec} GiB leave {headroom} spare for safety; the shortlist marks those with less as a tight fit.</source>
        <translation>用一张 GPU 时，这项工作约需 {need} GiB 显存（±{band}）。显存至少 {rec} GiB 的显卡可留出 {headroom} 的安全余量；推荐清单会把显存更少的显卡标为“显存偏紧”。</translation>
    </message>
    <message>
        <source>Speeds are the cards&apos; median Blender benchmark scores (Blender Open Data) or, for a card without one, estimates from its FP32 rate, within the error band shown.</source>
        <translation>速度是显卡在 Blender 基准测试中的中位分数（Blender Open Data）；没有分数的显卡按其 FP32 算力估算，误差范围如图所示。</translation>
    </message>
    <message>
        <source>Speeds are estimates from the cards&apos; published specifications, within the error band shown.</source>
        <translation>速度是根据显卡公开规格得出的估算值，误差范围如图所示。</translation>
    </message>
    <message>
        <source>Prices are list prices in {currency}; shop prices differ. The cost over the years adds electricity for the GPUs.</source>
        <translation>价格为以 {currency} 计的官方标价，实际售价会有出入。多年总成本包含 GPU 的电费。</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>{count} × {gpu} (score {score})</source>
        <translation>{count} × {gpu}（评分 {score}）</translation>
    </message>
    <message>
        <source>Also fit, with lower scores still: {cards}.</source>
        <translation>以下显卡也满足要求，但评分更低：{cards}。</translation>
    </message>
    <message>
        <source>1 more card fits with a lower score still; it is not listed.</source>
        <translation>另有 1 款显卡满足要求但评分更低，此处不再列出。</translation>
    </message>
    <message>
        <source>{n} more cards fit with lower scores still; they are not listed.</source>
        <translation>另有 {n} 款显卡满足要求但评分更低，此处不再列出。</translation>
    </message>
    <message>
        <source>{counts} GPUs:</source>
        <translation>{counts} 张 GPU：</translation>
    </message>
    <message>
        <source>1 card in the catalog was considered and left out for these reasons.</source>
        <translation>目录中另有 1 款显卡无法胜任这项工作，原因如下。</translation>
    </message>
    <message>
        <source>Cards that cannot do this work</source>
        <translation>无法胜任这项工作的显卡</translation>
    </message>
    <message>
        <source>{n} cards in the catalog were considered and left out for these reasons.</source>
        <translation>目录中另有 {n} 款显卡无法胜任这项工作，原因如下。</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>未入选原因</translation>
    </message>
    <message>
        <source>Appendix A: cards left out and why</source>
        <translation>附录 A：被排除的显卡及原因</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Layers with a KV cache</source>
        <translation>有 KV 缓存的层数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文（token）</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>Bits per weight</source>
        <translation>每个权重的位数</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>KV 缓存格式</translation>
    </message>
    <message>
        <source>KV cache bytes per value</source>
        <translation>KV 缓存每个值的字节数</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Fixed overhead (GiB)</source>
        <translation>固定开销（GiB）</translation>
    </message>
    <message>
        <source>Overhead share of the weights</source>
        <translation>按权重比例的开销</translation>
    </message>
    <message>
        <source>Logit bytes per token</source>
        <translation>每个 token 的 logits 字节数</translation>
    </message>
    <message>
        <source>Adapter parameters (millions)</source>
        <translation>适配器参数量（百万）</translation>
    </message>
    <message>
        <source>Working set (GB)</source>
        <translation>工作数据量（GB）</translation>
    </message>
    <message>
        <source>Runtime (GiB)</source>
        <translation>运行时（GiB）</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Weights read per step (GB)</source>
        <translation>每步读取的权重（GB）</translation>
    </message>
    <message>
        <source>KV cache read per sequence (GB)</source>
        <translation>每个序列读取的 KV 缓存（GB）</translation>
    </message>
    <message>
        <source>Fixed time per layer (µs)</source>
        <translation>每层固定耗时（µs）</translation>
    </message>
    <message>
        <source>Host time per layer (µs)</source>
        <translation>主机每层耗时（µs）</translation>
    </message>
    <message>
        <source>Multi-GPU speed-up</source>
        <translation>多卡加速比</translation>
    </message>
    <message>
        <source>Tensor rate (TFLOPS)</source>
        <translation>张量算力（TFLOPS）</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Prompt tokens per chunk</source>
        <translation>每个分块的提示词 token 数</translation>
    </message>
    <message>
        <source>GFLOPs per token</source>
        <translation>每个 token 的 GFLOPs</translation>
    </message>
    <message>
        <source>BF16 tensor rate (TFLOPS)</source>
        <translation>BF16 张量算力（TFLOPS）</translation>
    </message>
    <message>
        <source>Utilisation (MFU)</source>
        <translation>利用率（MFU）</translation>
    </message>
    <message>
        <source>Effective GPUs</source>
        <translation>等效 GPU 数</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token</source>
        <translation>每个参数每个 token 的 FLOPs</translation>
    </message>
    <message>
        <source>Peak rate (TFLOPS)</source>
        <translation>峰值算力（TFLOPS）</translation>
    </message>
    <message>
        <source>FLOPs per byte moved</source>
        <translation>每搬运 1 字节的浮点运算次数</translation>
    </message>
    <message>
        <source>Share of the bandwidth reached</source>
        <translation>达到的带宽比例</translation>
    </message>
    <message>
        <source>Blender Open Data median score</source>
        <translation>Blender Open Data 中位分数</translation>
    </message>
    <message>
        <source>Blender version</source>
        <translation>Blender 版本</translation>
    </message>
    <message>
        <source>Cycles backend</source>
        <translation>Cycles 后端</translation>
    </message>
    <message>
        <source>Points per TFLOPS (measured cards of its kind)</source>
        <translation>每 TFLOPS 分数（同类已测卡）</translation>
    </message>
    <message>
        <source>reading weights and cache</source>
        <translation>读取权重和缓存</translation>
    </message>
    <message>
        <source>fixed time over all layers</source>
        <translation>各层固定耗时合计</translation>
    </message>
    <message>
        <source>host time beyond the reads</source>
        <translation>读取之外的主机耗时</translation>
    </message>
    <message>
        <source>Memory on each GPU</source>
        <translation>每张卡的显存</translation>
    </message>
    <message>
        <source>Text generation (decode)</source>
        <translation>文本生成（decode）</translation>
    </message>
    <message>
        <source>Prompt processing (prefill)</source>
        <translation>提示词处理（prefill）</translation>
    </message>
    <message>
        <source>Training speed</source>
        <translation>训练速度</translation>
    </message>
    <message>
        <source>Computing speed</source>
        <translation>计算速度</translation>
    </message>
    <message>
        <source>Rendering speed</source>
        <translation>渲染速度</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>WSL2</source>
        <translation>WSL2</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>{terms} = {total} GiB</source>
        <translation>{terms} = {total} GiB</translation>
    </message>
    <message>
        <source>Time per step: {terms} = {total} ms</source>
        <translation>每步耗时：{terms} = {total} ms</translation>
    </message>
    <message>
        <source>Words to look for in the error or log:</source>
        <translation>报错或日志中要找的字样：</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>Blender points</source>
        <translation>Blender 分</translation>
    </message>
    <message>
        <source>all {n} users together</source>
        <translation>{n} 位用户合计</translation>
    </message>
    <message>
        <source>That speed is for all {n} users together, about {each} each.</source>
        <translation>该速度为 {n} 位用户合计，每人约 {each}。</translation>
    </message>
    <message>
        <source>Experts read per chunk (GB)</source>
        <translation>每个分块读取的专家权重（GB）</translation>
    </message>
    <message>
        <source>arithmetic</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>reading the experts</source>
        <translation>读取专家权重</translation>
    </message>
    <message>
        <source>Time per prompt token: {terms} = {total} ms</source>
        <translation>每个提示词 token 的时间：{terms} = {total} ms</translation>
    </message>
    <message>
        <source>{value} (±{band})</source>
        <translation>{value}（±{band}）</translation>
    </message>
    <message>
        <source>Result: {value}</source>
        <translation>结果：{value}</translation>
    </message>
    <message>
        <source>How this was computed</source>
        <translation>计算方法</translation>
    </message>
    <message>
        <source>Memory on one GPU</source>
        <translation>单卡所需显存</translation>
    </message>
    <message>
        <source>Split over the {count} GPUs of the top pick:</source>
        <translation>首选方案分摊到 {count} 张卡上：</translation>
    </message>
    <message>
        <source>Speed of the top pick, {count} × {gpu}:</source>
        <translation>首选方案 {count} × {gpu} 的速度：</translation>
    </message>
    <message>
        <source>Appendix C shows the same calculation for the other picks.</source>
        <translation>其他方案的同样计算见附录 C。</translation>
    </message>
    <message>
        <source>Split over the {count} GPUs:</source>
        <translation>分摊到 {count} 张卡上：</translation>
    </message>
    <message>
        <source>Your current card</source>
        <translation>您现有的显卡</translation>
    </message>
    <message>
        <source>Estimated speed on your card: about {speed} {unit}.</source>
        <translation>在您现有显卡上的估计速度：约 {speed} {unit}。</translation>
    </message>
    <message>
        <source>What an upgrade would buy</source>
        <translation>升级能带来什么</translation>
    </message>
    <message>
        <source>runs it</source>
        <translation>可以运行</translation>
    </message>
    <message>
        <source>Shortlisted configuration</source>
        <translation>推荐清单中的配置</translation>
    </message>
    <message>
        <source>Speed compared with your card</source>
        <translation>相对现有显卡的速度</translation>
    </message>
    <message>
        <source>See appendix {refs}.</source>
        <translation>参见附录 {refs}。</translation>
    </message>
    <message>
        <source>your current card</source>
        <translation>您现有的显卡</translation>
    </message>
    <message>
        <source>Because of a warning for: {cards}</source>
        <translation>因以下配置的警告而列出：{cards}</translation>
    </message>
    <message>
        <source>General advice for: {cards}</source>
        <translation>适用于以下配置的一般建议：{cards}</translation>
    </message>
    <message>
        <source>How to recognise it</source>
        <translation>如何识别</translation>
    </message>
    <message>
        <source>Likely causes, most likely first</source>
        <translation>可能的原因（按可能性从高到低）</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>Appendix B: problems you may meet with these cards</source>
        <translation>附录 B：这些显卡可能遇到的问题</translation>
    </message>
    <message>
        <source>No known problem applies to the shortlisted cards.</source>
        <translation>推荐清单中的显卡没有已知的适用问题。</translation>
    </message>
    <message>
        <source>From the bundled troubleshooting guide: the entries behind the warnings above, then general advice for these cards on {os}. Commands are for {os}.</source>
        <translation>摘自内置的故障排查指南：先是上文警告所对应的条目，然后是这些显卡在 {os} 上的一般建议。命令适用于 {os}。</translation>
    </message>
    <message>
        <source>Appendix C: how the other picks were computed</source>
        <translation>附录 C：其他方案的计算过程</translation>
    </message>
    <message>
        <source>The formulas are those of section {n} (How this was computed); these are the inputs for each of the other picks.</source>
        <translation>公式与第 {n} 节（计算方法）相同；下表列出其他各方案的输入。</translation>
    </message>
    <message>
        <source>Assumptions of these picks that differ from the top pick&apos;s:</source>
        <translation>这些方案与首选方案不同的假设：</translation>
    </message>
    <message>
        <source>{pick}: {assumptions}</source>
        <translation>{pick}：{assumptions}</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算项</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>GPUs for all machines ({currency}): {amount}</source>
        <translation>所有机器的显卡合计（{currency}）：{amount}</translation>
    </message>
    <message>
        <source>{priced} of {n} requests are in the totals; the others have no priced pick.</source>
        <translation>{n} 项申请中有 {priced} 项计入上面的合计；其余申请没有带价格的推荐。</translation>
    </message>
    <message>
        <source>{priced} of {n} requests are in the totals; the others could not be read (see the errors).</source>
        <translation>{n} 项申请中有 {priced} 项计入上面的合计；其余申请无法读取（见错误信息）。</translation>
    </message>
    <message>
        <source>{priced} of {n} requests are in the totals; {failed} could not be read (see the errors) and the rest have no priced pick.</source>
        <translation>{n} 项申请中有 {priced} 项计入上面的合计；{failed} 项无法读取（见错误信息），其余申请没有带价格的推荐。</translation>
    </message>
</context>
</TS>
